import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inLocationScope } from '../../db/scope';
import { bookings, courts, freedSlots, locations, users, waitlistEntries } from '../../db/schema';
import type { StoredWaitlistStatus } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

/** An entry as read, with what its derived status and place need. */
export interface EntryRow {
  id: number;
  userId: number;
  locationId: number;
  locationName: string;
  courtId: number | null;
  courtNumber: number | null;
  courtName: string | null;
  sport: string | null;
  entryDate: string;
  fromTime: string;
  toTime: string;
  durationMinutes: number;
  status: StoredWaitlistStatus;
  expiresAt: Date;
  createdAt: Date;
  place: number | null;
  offer: {
    bookingId: number;
    bookingStatus: string;
    holdExpiresAt: Date | null;
    courtId: number;
    courtNumber: number;
    courtName: string | null;
    startTime: string;
    endTime: string;
  } | null;
  player: { id: number; firstName: string; lastName: string; email: string };
}

/** An open entry: waiting, or offered a hold, while play could still start. */
const isOpen = (now: Date) =>
  sql`${waitlistEntries.status} in ('waiting', 'offered') and ${waitlistEntries.expiresAt} > ${now}`;

/**
 * 1 + the waiting entries ahead of `w` (older, same location and date, a range that overlaps,
 * courts that could be the same one), for a waiting entry; null for any other.
 */
const placeOf = (now: Date) => sql<number | null>`case
  when w.status = 'waiting' and w.expires_at > ${now} then 1 + (
    select count(*)::int from waitlist_entries o
    where o.location_id = w.location_id and o.entry_date = w.entry_date
      and o.status = 'waiting' and o.expires_at > ${now}
      and (o.created_at, o.id) < (w.created_at, w.id)
      and o.from_time < w.to_time and o.to_time > w.from_time
      and (o.court_id is null or w.court_id is null or o.court_id = w.court_id)
  ) end`;

async function readEntries(db: Database, where: SQL, now: Date): Promise<EntryRow[]> {
  const result = await db.execute(sql`
    select w.id, w.user_id, w.location_id, l.name as location_name, w.court_id,
      c.court_number, c.name as court_name, w.sport, w.entry_date::text as entry_date,
      w.from_time::text as from_time, w.to_time::text as to_time, w.duration_minutes, w.status,
      w.expires_at, w.created_at, ${placeOf(now)} as place,
      b.id as offer_booking_id, b.status as offer_status, b.hold_expires_at as offer_hold,
      b.court_id as offer_court_id, oc.court_number as offer_court_number,
      oc.name as offer_court_name, b.start_time::text as offer_start, b.end_time::text as offer_end,
      u.first_name, u.last_name, u.email
    from waitlist_entries w
    join locations l on l.id = w.location_id
    join users u on u.id = w.user_id
    left join courts c on c.id = w.court_id
    left join bookings b on b.id = w.offer_booking_id
    left join courts oc on oc.id = b.court_id
    where ${where}
    order by w.entry_date, w.from_time, w.created_at, w.id`);
  type Row = Record<string, unknown>;
  return rowsOf<Row>(result).map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    locationId: Number(r.location_id),
    locationName: String(r.location_name),
    courtId: r.court_id === null ? null : Number(r.court_id),
    courtNumber: r.court_number === null ? null : Number(r.court_number),
    courtName: (r.court_name as string | null) ?? null,
    sport: (r.sport as string | null) ?? null,
    entryDate: String(r.entry_date),
    fromTime: String(r.from_time),
    toTime: String(r.to_time),
    durationMinutes: Number(r.duration_minutes),
    status: r.status as StoredWaitlistStatus,
    expiresAt: new Date(r.expires_at as string),
    createdAt: new Date(r.created_at as string),
    place: r.place === null ? null : Number(r.place),
    offer:
      r.offer_booking_id === null
        ? null
        : {
            bookingId: Number(r.offer_booking_id),
            bookingStatus: String(r.offer_status),
            holdExpiresAt: r.offer_hold === null ? null : new Date(r.offer_hold as string),
            courtId: Number(r.offer_court_id),
            courtNumber: Number(r.offer_court_number),
            courtName: (r.offer_court_name as string | null) ?? null,
            startTime: String(r.offer_start),
            endTime: String(r.offer_end),
          },
    player: {
      id: Number(r.user_id),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
    },
  }));
}

export interface NewEntry {
  userId: number;
  locationId: number;
  courtId: number | null;
  sport: string | null;
  entryDate: string;
  fromTime: string;
  toTime: string;
  durationMinutes: number;
  expiresAt: Date;
}

/** The waitlist's SQL: reads bound to the database, writes given the caller's transaction. */
export function createWaitlistRepository(db: Database) {
  return {
    /** The location (active) with its time zone and offer setting, and the court if named. */
    async findPlace(locationId: number, courtId: number | undefined) {
      const [location] = await db
        .select({
          id: locations.id,
          name: locations.name,
          timeZone: locations.timeZone,
          offerMinutes: locations.waitlistOfferMinutes,
        })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.isActive, true)));
      if (!location) return undefined;
      if (courtId === undefined) return { location, court: null };
      const [court] = await db
        .select({ id: courts.id, sport: courts.sport })
        .from(courts)
        .where(and(eq(courts.id, courtId), eq(courts.locationId, locationId)));
      return court ? { location, court } : { location, court: undefined };
    },

    isLocationInScope: async (scope: StaffScope, locationId: number) => {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      return row !== undefined;
    },

    /** Serializes a player's joins, so five at once cannot become six entries. */
    lockPlayer: (tx: Database, userId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(727278, ${userId}::int)`),

    async openEntriesAt(tx: Database, userId: number, locationId: number, now: Date) {
      return tx
        .select({
          courtId: waitlistEntries.courtId,
          entryDate: waitlistEntries.entryDate,
          fromTime: waitlistEntries.fromTime,
          toTime: waitlistEntries.toTime,
          durationMinutes: waitlistEntries.durationMinutes,
        })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            eq(waitlistEntries.locationId, locationId),
            isOpen(now),
          ),
        );
    },

    async insert(tx: Database, entry: NewEntry): Promise<number> {
      const [row] = await tx
        .insert(waitlistEntries)
        .values(entry)
        .returning({ id: waitlistEntries.id });
      if (!row) throw new Error('waitlist entry not inserted');
      return row.id;
    },

    /** A player's entries still to play or just played (a day after), newest play last. */
    ownEntries: (userId: number, now: Date) =>
      readEntries(
        db,
        sql`w.user_id = ${userId} and w.status <> 'left' and w.expires_at > ${now}::timestamptz - interval '1 day'`,
        now,
      ),

    async entry(id: number, now: Date, tx: Database = db) {
      const [row] = await readEntries(tx, sql`w.id = ${id}`, now);
      return row;
    },

    /** The location's open entries on a date, for staff. */
    openEntriesOn: (locationId: number, date: string, now: Date) =>
      readEntries(
        db,
        sql`w.location_id = ${locationId} and w.entry_date = ${date} and w.status in ('waiting', 'offered') and w.expires_at > ${now}`,
        now,
      ),

    /** The entry, locked, if it is the player's. */
    async lockOwn(tx: Database, id: number, userId: number) {
      const [row] = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)))
        .for('update');
      return row;
    },

    setStatus: (tx: Database, id: number, status: StoredWaitlistStatus) =>
      tx.update(waitlistEntries).set({ status }).where(eq(waitlistEntries.id, id)),

    // ── The offer job's steps ───────────────────────────────────────────────────────────────

    /** Freed slots not yet handled, oldest first. */
    unhandledFreedSlots: (limit: number) =>
      db
        .select({ id: freedSlots.id })
        .from(freedSlots)
        .where(isNull(freedSlots.handledAt))
        .orderBy(freedSlots.freedAt)
        .limit(limit),

    /** The freed slot, locked, with its court's sport; undefined when handled already. */
    async lockFreedSlot(tx: Database, id: number) {
      const [row] = await tx
        .select({
          id: freedSlots.id,
          locationId: freedSlots.locationId,
          courtId: freedSlots.courtId,
          slotDate: freedSlots.slotDate,
          startTime: freedSlots.startTime,
          endTime: freedSlots.endTime,
          handledAt: freedSlots.handledAt,
        })
        .from(freedSlots)
        .where(eq(freedSlots.id, id))
        .for('update');
      return row && row.handledAt === null ? row : undefined;
    },

    markHandled: (tx: Database, id: number, at: Date) =>
      tx.update(freedSlots).set({ handledAt: at }).where(eq(freedSlots.id, id)),

    /**
     * Offers at the location and date whose hold is gone (lapsed, released, cancelled) are
     * passed: the next in line may have the slot.
     */
    passLapsedOffers: (tx: Database, locationId: number, date: string, now: Date) =>
      tx.execute(sql`
        update waitlist_entries w set status = 'passed', updated_at = ${now}
        where w.location_id = ${locationId} and w.entry_date = ${date} and w.status = 'offered'
          and not exists (
            select 1 from bookings b where b.id = w.offer_booking_id
              and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > ${now}))
          )`),

    /** Waiting entries a session on the court could serve, first in line first, locked. */
    async waitingFor(
      tx: Database,
      slot: { locationId: number; courtId: number; date: string; sport: string },
      now: Date,
    ) {
      return tx
        .select({
          id: waitlistEntries.id,
          userId: waitlistEntries.userId,
          fromTime: waitlistEntries.fromTime,
          toTime: waitlistEntries.toTime,
          durationMinutes: waitlistEntries.durationMinutes,
        })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.locationId, slot.locationId),
            eq(waitlistEntries.entryDate, slot.date),
            eq(waitlistEntries.status, 'waiting'),
            sql`${waitlistEntries.expiresAt} > ${now}`,
            sql`(${waitlistEntries.courtId} is null or ${waitlistEntries.courtId} = ${slot.courtId})`,
            sql`(${waitlistEntries.sport} is null or ${waitlistEntries.sport} = ${slot.sport})`,
          ),
        )
        .orderBy(waitlistEntries.createdAt, waitlistEntries.id)
        .for('update');
    },

    courtOf: async (tx: Database, courtId: number) => {
      const [row] = await tx
        .select({
          sport: courts.sport,
          startStepMinutes: courts.startStepMinutes,
          offerMinutes: locations.waitlistOfferMinutes,
          timeZone: locations.timeZone,
          locationName: locations.name,
        })
        .from(courts)
        .innerJoin(locations, eq(locations.id, courts.locationId))
        .where(eq(courts.id, courtId));
      return row;
    },

    markOffered: (
      tx: Database,
      id: number,
      offer: { bookingId: number; at: Date; expiresAt: Date },
    ) =>
      tx
        .update(waitlistEntries)
        .set({
          status: 'offered',
          offerBookingId: offer.bookingId,
          offeredAt: offer.at,
          offerExpiresAt: offer.expiresAt,
        })
        .where(eq(waitlistEntries.id, id)),

    /** Whether an offer's hold has lapsed unswept (the sweep then expires it, freeing the slot). */
    async hasLapsedOffer(now: Date) {
      const [row] = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .innerJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
        .where(
          and(
            eq(waitlistEntries.status, 'offered'),
            eq(bookings.status, 'pending'),
            lte(bookings.holdExpiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The player an offer goes to. */
    async playerOf(tx: Database, userId: number) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
