import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
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
 * Marks lapsed holds `expired`: pending rows whose hold ended by `now`, on one court or on all.
 * Run inside the transaction that books the court, and by the periodic sweep; either way one
 * UPDATE, so several API processes can run it at once. Answers how many holds it released.
 */
export async function expireLapsedHolds(
  db: Database,
  options: { now: Date; courtId?: number },
): Promise<number> {
  const filters: SQL[] = [eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, options.now)];
  if (options.courtId !== undefined) filters.push(eq(bookings.courtId, options.courtId));
  const rows = await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(...filters))
    .returning({ id: bookings.id });
  return rows.length;
}

export interface HeldSessions {
  userId: number;
  createdById: number;
  courtId: number;
  sessions: { startsAt: Date; endsAt: Date }[];
  now: Date;
}

const sameInstants = (a: { startsAt: Date; endsAt: Date }[], b: typeof a) =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      s.startsAt.getTime() === b[i]!.startsAt.getTime() &&
      s.endsAt.getTime() === b[i]!.endsAt.getTime(),
  );

/**
 * The series whose live hold is exactly these sessions on this court, made by the same caller for
 * the same player: asking again for what one holds gets that booking back, not a conflict.
 */
export async function findHeldSeries(db: Database, held: HeldSessions): Promise<string | null> {
  const rows = await db
    .select({ seriesId: bookings.seriesId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, held.userId),
        eq(bookings.createdById, held.createdById),
        eq(bookings.courtId, held.courtId),
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, held.now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const bySeries = new Map<string, typeof rows>();
  for (const row of rows) bySeries.set(row.seriesId, [...(bySeries.get(row.seriesId) ?? []), row]);
  const wanted = [...held.sessions].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const [seriesId, sessions] of bySeries) {
    if (sameInstants(sessions, wanted)) return seriesId;
  }
  return null;
}

/**
 * Releases the pending series of `bookingId` if `createdById` made it: the wizard's earlier hold,
 * or a player's unpaid booking. Answers the ids it released (none when there was nothing to free).
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
    .where(and(eq(bookings.seriesId, target.seriesId), eq(bookings.status, 'pending')))
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
