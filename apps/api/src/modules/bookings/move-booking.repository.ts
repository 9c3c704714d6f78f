import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { bookings, courts } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

/**
 * The session staff ask to move, if its location is in their scope: where it is (with its
 * court's name, for the player's email), whose it is, and the fee it carries. Read before the
 * move's transaction to price the new slot; the lifecycle locks and checks the row again.
 */
export async function sessionToMove(db: Database, id: number, scope: StaffScope) {
  const [row] = await db
    .select({
      id: bookings.id,
      locationId: bookings.locationId,
      courtId: bookings.courtId,
      userId: bookings.userId,
      sessionFeeCents: bookings.sessionFeeCents,
      court: { court_number: courts.courtNumber, name: courts.name },
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(eq(bookings.id, id), inLocationScope(db, scope, bookings.locationId)));
  return row;
}
