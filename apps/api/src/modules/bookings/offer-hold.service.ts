import { randomUUID } from 'node:crypto';
import {
  fairUseRefusal,
  minutesOf,
  slotRulesOf as courtSlotRules,
  timeOf,
  weekStartOf,
  type CourtSlotSettings,
  type FairUseRefusal,
  type SlotRules,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { isCourtTaken } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { bookingLifecycle } from './booking-lifecycle';
import {
  courtBeforeBooking,
  firstSessionOf,
  liveHoldAt,
  lockCourtForBooking,
  playerSessionsAt,
  type BookingWriteRepository,
} from './create-booking.repository';
import { planBooking } from './create-booking.service';

/** A session to hold for a player a waitlist offers it to. */
export interface OfferedSession {
  userId: number;
  locationId: number;
  courtId: number;
  date: string;
  /** Minutes after midnight. */
  start: number;
  end: number;
  holdExpiresAt: Date;
  now: Date;
}

export type OfferHoldOutcome =
  | { held: { bookingId: number; seriesId: string } }
  /** The session cannot be booked now: taken, closed, or off the court's rules or hours. */
  | { refused: 'unbookable' }
  /** The player holds another unpaid booking at the location (decision 0045). */
  | { refused: 'holds_another' }
  | { refused: 'fair_use'; refusal: FairUseRefusal };

/** The player's sessions at the location, and the fair-use limit one more would pass, if any. */
async function fairUseProblem(
  tx: Database,
  at: { userId: number; locationId: number; date: string; start: number; end: number; now: Date },
  limits: Parameters<typeof fairUseRefusal>[0]['limits'],
  locationName: string,
  exceptBookingId?: number,
) {
  const held = await playerSessionsAt(tx, {
    userId: at.userId,
    locationId: at.locationId,
    sinceDate: weekStartOf(at.date),
    now: at.now,
    exceptBookingId,
  });
  return fairUseRefusal({
    limits,
    held,
    asked: [{ date: at.date, start: at.start, end: at.end }],
    location: locationName,
  });
}

/**
 * The holds a waitlist makes (Step 18): a freed session held for the player first in line, priced
 * as their own booking would be (a member's price where it applies), under the court's lock like
 * any booking, so the exclusion constraint still decides. The player's own hold: it shows as
 * theirs, they pay it at checkout or it lapses at `holdExpiresAt`.
 */
export function createOfferHolds({
  repository,
  slotRulesOf = courtSlotRules,
}: {
  repository: BookingWriteRepository;
  slotRulesOf?: (court: CourtSlotSettings) => SlotRules;
}) {
  return {
    /**
     * Holds the session in `tx` (a savepoint of it: a refusal leaves the rest of `tx` as it was).
     * The caller holds nothing on the court yet; this takes the court's lock.
     */
    async hold(tx: Database, session: OfferedSession): Promise<OfferHoldOutcome> {
      const court = await repository.findCourtIn(tx, session.locationId, session.courtId);
      if (!court) return { refused: 'unbookable' };
      const member = await repository.membershipOn(
        { userId: session.userId, locationId: session.locationId, date: session.date },
        tx,
      );
      let plan: ReturnType<typeof planBooking>;
      try {
        plan = planBooking(
          court,
          {
            booking_date: session.date,
            start_time: session.start,
            end_time: session.end,
            book_for_four_weeks: false,
          },
          session.now,
          slotRulesOf,
          member,
        );
      } catch (error) {
        if (error instanceof AppError) return { refused: 'unbookable' };
        throw error;
      }
      const [instants] = plan.sessions;
      if (!instants) return { refused: 'unbookable' };
      await lockCourtForBooking(tx, session.courtId);
      const fairUse = await fairUseProblem(tx, session, court.fairUse, court.locationName);
      if (fairUse) return { refused: 'fair_use', refusal: fairUse };
      if (await liveHoldAt(tx, session)) return { refused: 'holds_another' };
      const { price, feeLines } = plan;
      try {
        return await tx.transaction(async (savepoint) => {
          const before = await courtBeforeBooking(savepoint, {
            userId: session.userId,
            createdById: session.userId,
            courtId: session.courtId,
            sessions: [instants],
            now: session.now,
          });
          if (before.closed) return { refused: 'unbookable' } as const;
          const seriesId = await bookingLifecycle.hold(savepoint, [
            {
              seriesId: randomUUID(),
              userId: session.userId,
              createdById: session.userId,
              locationId: session.locationId,
              courtId: session.courtId,
              bookingDate: session.date,
              startTime: timeOf(session.start),
              endTime: timeOf(session.end),
              startsAt: instants.startsAt,
              endsAt: instants.endsAt,
              holdExpiresAt: session.holdExpiresAt,
              bookForFourWeeks: false,
              sessionFeeCents: price.sessionFeeCents,
              feeLines,
              membershipId: member?.membershipId ?? null,
              sessionTaxCents: price.sessionTaxCents,
              sessionCardFeeCents: price.sessionCardFeeCents,
              totalPriceCents: price.totalPriceCents,
              fullTaxCents: price.fullTaxCents,
              fullCardFeeCents: price.fullCardFeeCents,
              onAmountCents: price.onAmountCents,
            },
          ]);
          const bookingId = await firstSessionOf(savepoint, seriesId);
          if (bookingId === undefined) throw new Error('offer hold not inserted');
          return { held: { bookingId, seriesId } };
        });
      } catch (error) {
        if (isCourtTaken(error)) return { refused: 'unbookable' };
        throw error;
      }
    },

    /**
     * The fair-use limit taking an offer would pass (the held session counted once), if any:
     * checked when the player takes it, as a booking of it would be.
     */
    async takingProblem(
      tx: Database,
      offer: { bookingId: number; userId: number; locationId: number; courtId: number },
      session: { date: string; startTime: string; endTime: string; now: Date },
    ): Promise<FairUseRefusal | undefined> {
      const court = await repository.findCourt(offer.locationId, offer.courtId);
      if (!court) return undefined;
      return fairUseProblem(
        tx,
        {
          userId: offer.userId,
          locationId: offer.locationId,
          date: session.date,
          start: minutesOf(session.startTime),
          end: minutesOf(session.endTime),
          now: session.now,
        },
        court.fairUse,
        court.locationName,
        offer.bookingId,
      );
    },
  };
}
export type OfferHolds = ReturnType<typeof createOfferHolds>;
