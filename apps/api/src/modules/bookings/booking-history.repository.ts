import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { auditLog, bookings, payments, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';

const actorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** What staff see of a series' past: its first row, its card payment and the audit rows about it. */
export function createBookingHistoryRepository(db: Database) {
  return {
    /** The booking's series when its location is in scope; undefined otherwise (so 404). */
    async findSeries(id: number, scope: StaffScope) {
      const [row] = await db
        .select({ seriesId: bookings.seriesId })
        .from(bookings)
        .where(and(eq(bookings.id, id), inLocationScope(db, scope, bookings.locationId)));
      return row?.seriesId;
    },

    /** The series' earliest row (when it was booked, and by whom). */
    async creation(seriesId: string) {
      const [row] = await db
        .select({ createdAt: bookings.createdAt, actor: actorColumns })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.createdById))
        .where(eq(bookings.seriesId, seriesId))
        .orderBy(asc(bookings.id))
        .limit(1);
      return row;
    },

    async payment(seriesId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.seriesId, seriesId));
      return row;
    },

    /**
     * The audit rows about any booking of the series or its payment, oldest first. Looked up by
     * (entity, entity_id), which the audit log's index covers.
     */
    async auditRows(seriesId: string, paymentId: number | undefined) {
      const bookingIds = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.seriesId, seriesId));
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          actor: actorColumns,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          or(
            and(
              eq(auditLog.entity, 'booking'),
              inArray(
                auditLog.entityId,
                bookingIds.map((b) => String(b.id)),
              ),
            ),
            paymentId === undefined
              ? undefined
              : and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(paymentId))),
          ),
        )
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    },
  };
}
export type BookingHistoryRepository = ReturnType<typeof createBookingHistoryRepository>;
