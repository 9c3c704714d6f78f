import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

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
