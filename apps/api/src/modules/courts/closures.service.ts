import {
  localInstant,
  splitLocalDateTime,
  type Closure,
  type ClosureCreate,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { scopeOf, type StaffActor } from '../../lib/staff-scope';
import type { ClosuresRepository } from './closures.repository';
import { toClosure } from './court-dto';
import { ClosureMessages, CourtMessages } from './courts.messages';
import type { CourtsRepository } from './courts.repository';

export interface ClosuresServiceOptions {
  db: Database;
  courts: CourtsRepository;
  closures: ClosuresRepository;
  now?: () => Date;
}

/** Spans when a court cannot be booked, entered in the location's local time. */
export function createClosuresService(options: ClosuresServiceOptions) {
  const { db, courts, closures, now = () => new Date() } = options;

  async function courtInScope(actor: StaffActor, courtId: number) {
    const found = await courts.find(scopeOf(actor), courtId);
    if (!found) throw AppError.notFound(CourtMessages.notFound);
    return { id: found.court.id, timeZone: found.timeZone };
  }

  /** The local date-time at the location → the instant (DST gaps move forward, as clocks do). */
  const instantOf = (local: string, timeZone: string) => {
    const { date, minutes } = splitLocalDateTime(local);
    return localInstant(date, minutes, timeZone);
  };

  return {
    async listUpcoming(actor: StaffActor, courtId: number): Promise<Closure[]> {
      const court = await courtInScope(actor, courtId);
      const rows = await closures.upcoming([court.id], now());
      return rows.map((row) => toClosure(row, court.timeZone));
    },

    /** Adds a closure; bookings already made in that span stay, and the message says how many. */
    async create(actor: StaffActor, courtId: number, input: ClosureCreate) {
      const court = await courtInScope(actor, courtId);
      const startsAt = instantOf(input.start, court.timeZone);
      const endsAt = instantOf(input.end, court.timeZone);
      // Both local times fell in one spring-forward gap, so the span is empty in real time.
      if (endsAt <= startsAt) throw AppError.badRequest(ClosureMessages.clockChange);
      const at = now();
      if (endsAt <= at) throw AppError.badRequest(ClosureMessages.endPassed);

      const closure = { courtId: court.id, startsAt, endsAt, reason: input.reason ?? '' };
      const row = await db.transaction((tx) => closures.create(tx, closure, actor.id));
      const overlapping = await closures.countHeldBookings(court.id, startsAt, endsAt, at);
      return {
        closure: toClosure(row, court.timeZone),
        message:
          overlapping > 0
            ? ClosureMessages.createdOverBookings(overlapping)
            : ClosureMessages.created,
      };
    },

    async remove(actor: StaffActor, courtId: number, closureId: number): Promise<void> {
      const court = await courtInScope(actor, courtId);
      const removed = await db.transaction((tx) =>
        closures.remove(tx, { courtId: court.id, closureId, actorUserId: actor.id }),
      );
      if (!removed) throw AppError.notFound(ClosureMessages.notFound);
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
