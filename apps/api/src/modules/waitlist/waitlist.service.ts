import {
  isStaff,
  localInstant,
  MAX_WAITLIST_ENTRIES_PER_LOCATION,
  minutesOf,
  timeOf,
  WaitlistMessages,
  type JoinWaitlist,
  type StaffWaitlistEntry,
  type StaffWaitlistQuery,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { bookingLifecycle, type OfferHolds } from '../bookings';
import type { EntryRow, WaitlistRepository } from './waitlist.repository';

/** "18:00:00" → "18:00". */
const hhmm = (time: string) => time.slice(0, 5);

/** What the player sees of an entry, from what is stored and the clock (never stored twice). */
function statusOf(row: EntryRow, now: Date): WaitlistStatus {
  if (row.status === 'offered') {
    const offer = row.offer;
    if (offer?.bookingStatus === 'confirmed') return 'booked';
    const held =
      offer?.bookingStatus === 'pending' &&
      offer.holdExpiresAt !== null &&
      offer.holdExpiresAt > now;
    return held ? 'offered' : 'passed';
  }
  if (row.status === 'waiting' && row.expiresAt <= now) return 'expired';
  return row.status;
}

export function entryOf(row: EntryRow, now: Date): WaitlistEntry {
  const status = statusOf(row, now);
  const offer = row.offer;
  return {
    id: row.id,
    location: { id: row.locationId, name: row.locationName },
    court:
      row.courtId === null
        ? null
        : { id: row.courtId, court_number: row.courtNumber ?? 0, name: row.courtName },
    sport: row.sport,
    booking_date: row.entryDate,
    from_time: hhmm(row.fromTime),
    to_time: hhmm(row.toTime),
    duration_minutes: row.durationMinutes,
    status,
    place: status === 'waiting' ? row.place : null,
    offer:
      offer && (status === 'offered' || status === 'booked')
        ? {
            booking_id: offer.bookingId,
            court_id: offer.courtId,
            court_number: offer.courtNumber,
            court_name: offer.courtName,
            start_time: hhmm(offer.startTime),
            end_time: hhmm(offer.endTime),
            expires_at: (offer.holdExpiresAt ?? now).toISOString(),
          }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

const staffEntryOf = (row: EntryRow, now: Date): StaffWaitlistEntry => ({
  ...entryOf(row, now),
  player: {
    id: row.player.id,
    name: `${row.player.firstName} ${row.player.lastName}`.trim(),
    email: row.player.email,
  },
});

export interface WaitlistServiceOptions {
  db: Database;
  repository: WaitlistRepository;
  holds: OfferHolds;
}

/** A player's waitlist entries (join, list, leave, take an offer), and staff's view of them. */
export function createWaitlistService({ db, repository, holds }: WaitlistServiceOptions) {
  async function ownEntry(actor: StaffActor, id: number, now: Date): Promise<EntryRow> {
    const row = await repository.entry(id, now);
    // Another player's entry is not found: its existence is not theirs to learn.
    if (!row || row.userId !== actor.id) throw AppError.notFound(WaitlistMessages.entryNotFound);
    return row;
  }

  return {
    async join(actor: StaffActor, input: JoinWaitlist, now = new Date()): Promise<WaitlistEntry> {
      if (isStaff(actor.userType)) throw AppError.forbidden(WaitlistMessages.staffCannotJoin);
      const place = await repository.findPlace(input.location_id, input.court_id);
      if (!place) throw AppError.notFound(WaitlistMessages.locationRequired);
      if (place.court === undefined) throw AppError.notFound(WaitlistMessages.courtNotFound);
      const lastStart = input.to_time - input.duration_minutes;
      const expiresAt = localInstant(input.booking_date, lastStart, place.location.timeZone);
      if (expiresAt <= now) throw AppError.badRequest(WaitlistMessages.rangePassed);
      const entry = {
        userId: actor.id,
        locationId: place.location.id,
        courtId: place.court?.id ?? null,
        sport: place.court?.sport ?? input.sport ?? null,
        entryDate: input.booking_date,
        fromTime: timeOf(input.from_time),
        toTime: timeOf(input.to_time),
        durationMinutes: input.duration_minutes,
        expiresAt,
      };
      const id = await db.transaction(async (tx) => {
        await repository.lockPlayer(tx, actor.id);
        const open = await repository.openEntriesAt(tx, actor.id, place.location.id, now);
        const same = open.some(
          (o) =>
            o.courtId === entry.courtId &&
            o.entryDate === entry.entryDate &&
            minutesOf(o.fromTime) === input.from_time &&
            minutesOf(o.toTime) % (24 * 60) === input.to_time % (24 * 60) &&
            o.durationMinutes === entry.durationMinutes,
        );
        if (same) throw AppError.conflict(WaitlistMessages.alreadyWaiting);
        if (open.length >= MAX_WAITLIST_ENTRIES_PER_LOCATION) {
          throw AppError.conflict(WaitlistMessages.tooMany);
        }
        return repository.insert(tx, entry);
      });
      const row = await repository.entry(id, now);
      if (!row) throw AppError.notFound(WaitlistMessages.entryNotFound);
      return entryOf(row, now);
    },

    async list(actor: StaffActor, now = new Date()): Promise<WaitlistEntry[]> {
      const rows = await repository.ownEntries(actor.id, now);
      return rows.map((row) => entryOf(row, now));
    },

    async get(actor: StaffActor, id: number, now = new Date()): Promise<WaitlistEntry> {
      return entryOf(await ownEntry(actor, id, now), now);
    },

    /**
     * Leave the line. An offer still held is given back with it (the slot goes to the next in
     * line: the freed slot is announced like any other).
     */
    async leave(actor: StaffActor, id: number, now = new Date()): Promise<void> {
      await ownEntry(actor, id, now);
      await db.transaction(async (tx) => {
        const entry = await repository.lockOwn(tx, id, actor.id);
        if (!entry || entry.status === 'left') return;
        await repository.setStatus(tx, id, 'left');
        if (entry.status === 'offered' && entry.offerBookingId !== null) {
          await bookingLifecycle.release(tx, entry.offerBookingId, actor.id);
        }
      });
    },

    /**
     * Take an offer: the fair-use limits are asked as a booking of it would be; the answer names
     * the held booking, to pay at checkout.
     */
    async take(actor: StaffActor, id: number, now = new Date()): Promise<{ booking_id: number }> {
      const row = await ownEntry(actor, id, now);
      const status = statusOf(row, now);
      if (status === 'booked' && row.offer) return { booking_id: row.offer.bookingId };
      if (status === 'passed') throw AppError.conflict(WaitlistMessages.offerLapsed);
      if (status !== 'offered' || !row.offer) throw AppError.conflict(WaitlistMessages.notOffered);
      const offer = row.offer;
      const refusal = await holds.takingProblem(
        db,
        {
          bookingId: offer.bookingId,
          userId: actor.id,
          locationId: row.locationId,
          courtId: offer.courtId,
        },
        { date: row.entryDate, startTime: offer.startTime, endTime: offer.endTime, now },
      );
      if (refusal) throw AppError.conflict(refusal.message, { fair_use_rule: refusal.rule });
      return { booking_id: offer.bookingId };
    },

    /** A location's open entries on a date, for the day sheet and a slot's booking detail. */
    async staffList(
      actor: StaffActor,
      query: StaffWaitlistQuery,
      now = new Date(),
    ): Promise<StaffWaitlistEntry[]> {
      if (!isStaff(actor.userType)) throw AppError.forbidden(WaitlistMessages.staffOnly);
      requirePermission(actor, 'court_bookings', WaitlistMessages.noPermission);
      if (!(await repository.isLocationInScope(scopeOf(actor), query.location_id))) {
        throw AppError.notFound(WaitlistMessages.locationRequired);
      }
      const rows = await repository.openEntriesOn(query.location_id, query.date, now);
      return rows.map((row) => staffEntryOf(row, now));
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
