import { localInstant, minutesOf, offerHoldMinutes, startsWithin } from '@courtbook/shared';
import type { Database } from '../../db/client';
import type { MailSender } from '../../lib/email/mailer';
import type { OfferHolds } from '../bookings';
import { offerEmail, offerLink } from './waitlist-email';
import type { WaitlistRepository } from './waitlist.repository';

export interface WaitlistOffersOptions {
  db: Database;
  repository: WaitlistRepository;
  holds: OfferHolds;
  sendMail: MailSender['send'];
  appUrl: () => string;
}

/** "24:00:00" and "00:00:00" as an end are both midnight. */
const endMinutesOf = (time: string) => minutesOf(time) || 24 * 60;

/**
 * The offer job's work (Step 18): a freed slot goes to the first player in line it can serve.
 * All in one transaction with the freed slot's row locked: the offers that lapsed are passed, the
 * session is held for the player (under the court's lock, the exclusion constraint deciding), the
 * entry marked offered, the email queued, and the slot marked handled. A second run of the same
 * slot (another process's job, a retry after a process died) finds it handled, or waits on the
 * row until the first commits or dies: one offer per freed slot, never none.
 */
export function createWaitlistOffers(options: WaitlistOffersOptions) {
  const { db, repository, holds, sendMail, appUrl } = options;

  /** Answers the entry offered the slot, if any (undefined also when handled already). */
  async function offerFreedSlot(freedSlotId: number, now = new Date()) {
    return db.transaction(async (tx) => {
      const slot = await repository.lockFreedSlot(tx, freedSlotId);
      if (!slot) return undefined;
      await repository.passLapsedOffers(tx, slot.locationId, slot.slotDate, now);
      const court = await repository.courtOf(tx, slot.courtId);
      let offeredEntryId: number | undefined;
      const entries = court
        ? await repository.waitingFor(
            tx,
            {
              locationId: slot.locationId,
              courtId: slot.courtId,
              date: slot.slotDate,
              sport: court.sport,
            },
            now,
          )
        : [];
      const freed = { start: minutesOf(slot.startTime), end: endMinutesOf(slot.endTime) };
      entries: for (const entry of entries) {
        if (!court) break;
        const wanted = {
          from: minutesOf(entry.fromTime),
          to: endMinutesOf(entry.toTime),
          durationMinutes: entry.durationMinutes,
        };
        for (const start of startsWithin(wanted, freed, court.startStepMinutes)) {
          const startsAt = localInstant(slot.slotDate, start, court.timeZone);
          const holdMinutes = offerHoldMinutes(
            court.offerMinutes,
            (startsAt.getTime() - now.getTime()) / 60_000,
          );
          if (holdMinutes <= 0) continue;
          const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
          const end = start + entry.durationMinutes;
          const outcome = await holds.hold(tx, {
            userId: entry.userId,
            locationId: slot.locationId,
            courtId: slot.courtId,
            date: slot.slotDate,
            start,
            end,
            holdExpiresAt,
            now,
          });
          if ('refused' in outcome) {
            // Another start may fit; a player who may not book now (another hold, a limit) waits on.
            if (outcome.refused === 'unbookable') continue;
            continue entries;
          }
          await repository.markOffered(tx, entry.id, {
            bookingId: outcome.held.bookingId,
            at: now,
            expiresAt: holdExpiresAt,
          });
          const player = await repository.playerOf(tx, entry.userId);
          const held = await repository.entry(entry.id, now, tx);
          if (player && held?.offer) {
            await sendMail(
              offerEmail({
                to: { email: player.email, firstName: player.firstName },
                locationName: court.locationName,
                timeZone: court.timeZone,
                court: { court_number: held.offer.courtNumber, name: held.offer.courtName },
                date: slot.slotDate,
                startTime: held.offer.startTime,
                endTime: held.offer.endTime,
                holdExpiresAt,
                link: offerLink(appUrl(), entry.id),
              }),
              { db: tx },
            );
          }
          offeredEntryId = entry.id;
          break entries;
        }
      }
      await repository.markHandled(tx, slot.id, now);
      return offeredEntryId;
    });
  }

  return {
    offerFreedSlot,
    /** Freed slots someone waits for that no job has handled yet, oldest first. */
    unhandled: async (limit: number) =>
      (await repository.unhandledFreedSlots(limit)).map((row) => row.id),
    /** Whether an offer's hold has lapsed but is not yet expired (so its slot is not yet freed). */
    hasLapsedOffer: (now: Date) => repository.hasLapsedOffer(now),
  };
}
export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
