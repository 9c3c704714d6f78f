import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

/** A booking that holds its court at `now`: confirmed, or pending with a live hold (or none set). */
export const holdsCourtAt = (now: SQL) =>
  and(
    inArray(bookings.status, ['pending', 'confirmed']),
    or(
      eq(bookings.status, 'confirmed'),
      isNull(bookings.holdExpiresAt),
      sql`${bookings.holdExpiresAt} > ${now}`,
    ),
  );

/**
 * The one statement that marks lapsed holds `expired` (pending rows whose hold ended by `now`): of
 * every court for the periodic sweep, or of one court inside the booking's own statement once it
 * holds the court's lock (`courtBeforeBooking`). One UPDATE, so several API processes can run it
 * at once.
 */
export const expireLapsedHoldsStatement = (db: Database, now: Date, courtId?: number) =>
  db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.status, 'pending'),
        lte(bookings.holdExpiresAt, now),
        courtId === undefined ? undefined : eq(bookings.courtId, courtId),
      ),
    );

/** The periodic sweep: every court's lapsed holds; answers how many it released. */
export async function expireLapsedHolds(db: Database, options: { now: Date }): Promise<number> {
  const rows = await expireLapsedHoldsStatement(db, options.now).returning({ id: bookings.id });
  return rows.length;
}

export interface SessionInstants {
  startsAt: Date;
  endsAt: Date;
}

const sameInstants = (a: SessionInstants[], b: SessionInstants[]) =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      s.startsAt.getTime() === b[i]!.startsAt.getTime() &&
      s.endsAt.getTime() === b[i]!.endsAt.getTime(),
  );

/**
 * Of the caller's live holds on a court (rows of several series), the series that holds exactly
 * these sessions: asking again for what one holds gets that booking back, not a conflict.
 */
export function seriesHolding(
  held: (SessionInstants & { seriesId: string })[],
  sessions: SessionInstants[],
): string | null {
  const bySeries = new Map<string, SessionInstants[]>();
  for (const row of held) bySeries.set(row.seriesId, [...(bySeries.get(row.seriesId) ?? []), row]);
  const byStart = (a: SessionInstants, b: SessionInstants) =>
    a.startsAt.getTime() - b.startsAt.getTime();
  const wanted = [...sessions].sort(byStart);
  for (const [seriesId, rows] of bySeries) {
    if (sameInstants(rows.sort(byStart), wanted)) return seriesId;
  }
  return null;
}

/**
 * Releases the pending series of `bookingId` if `createdById` made it: the wizard's earlier hold,
 * or a player's unpaid booking. Answers the ids it released (none when there was nothing to free).
 * A hold of the series that lapsed already is marked given back too (`isGivenBack`): a payment
 * arriving late for it must not confirm it beside the booking that replaced it.
 */
export async function releasePendingSeries(
  db: Database,
  options: { bookingId: number; owner: SQL },
): Promise<number[]> {
  const [target] = await db
    .select({ seriesId: bookings.seriesId })
    .from(bookings)
    .where(and(eq(bookings.id, options.bookingId), options.owner));
  if (!target) return [];
  const rows = await db
    .update(bookings)
    // No hold time: it was given back, not left to lapse (the player's lapsed list tells them apart).
    .set({ status: 'expired', holdExpiresAt: null })
    .where(
      and(eq(bookings.seriesId, target.seriesId), inArray(bookings.status, ['pending', 'expired'])),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/**
 * A player gives back their own unpaid series, at once and whole: refused `not_found` when the
 * booking is not theirs, `not_pending` when any of its series is paid, cancelled or lapsed. The rows are locked first, so a payment settling at the same moment waits.
 */
export async function releaseOwnPendingSeries(
  db: Database,
  options: { bookingId: number; ownerId: number },
): Promise<{ seriesId: string } | { refused: 'not_found' | 'not_pending' }> {
  const owner = eq(bookings.userId, options.ownerId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ status: bookings.status, seriesId: bookings.seriesId })
      .from(bookings)
      .where(
        and(
          owner,
          eq(
            bookings.seriesId,
            tx
              .select({ seriesId: bookings.seriesId })
              .from(bookings)
              .where(and(eq(bookings.id, options.bookingId), owner)),
          ),
        ),
      )
      .for('update');
    const [first] = rows;
    if (!first) return { refused: 'not_found' as const };
    if (rows.some((row) => row.status !== 'pending')) return { refused: 'not_pending' as const };
    await releasePendingSeries(tx, { bookingId: options.bookingId, owner });
    return { seriesId: first.seriesId };
  });
}
