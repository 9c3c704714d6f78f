import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { bookings, courtClosures } from '../../db/schema';

export interface NewClosure {
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

/** What the audit log keeps of a closure. */
const auditedClosure = (row: typeof courtClosures.$inferSelect) => ({
  court_id: row.courtId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

/** The only SQL for court closures; the court's scope is checked before these run. */
export function createClosuresRepository(db: Database) {
  return {
    async create(tx: Database, values: NewClosure, actorUserId: number) {
      const [row] = await tx.insert(courtClosures).values(values).returning();
      if (!row) throw new Error('closure not inserted');
      await recordAudit(tx, actorUserId, 'closure.create', row.id, auditedClosure(row));
      return row;
    },

    /** Closures of these courts that have not ended by `now`, earliest first. */
    upcoming(courtIds: number[], now: Date) {
      if (courtIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(courtClosures)
        .where(and(inArray(courtClosures.courtId, courtIds), gt(courtClosures.endsAt, now)))
        .orderBy(asc(courtClosures.startsAt), asc(courtClosures.id));
    },

    /** Deletes one closure of the court; false when it has no such closure. */
    async remove(
      tx: Database,
      options: { courtId: number; closureId: number; actorUserId: number },
    ) {
      const { courtId, closureId, actorUserId } = options;
      const [row] = await tx
        .delete(courtClosures)
        .where(and(eq(courtClosures.id, closureId), eq(courtClosures.courtId, courtId)))
        .returning();
      if (!row) return false;
      await recordAudit(tx, actorUserId, 'closure.delete', row.id, auditedClosure(row));
      return true;
    },

    /** Bookings that hold the court during the span (a closure does not cancel them). */
    countHeldBookings(courtId: number, startsAt: Date, endsAt: Date, now: Date) {
      return db.$count(
        bookings,
        and(
          eq(bookings.courtId, courtId),
          inArray(bookings.status, ['pending', 'confirmed']),
          or(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.holdExpiresAt),
            gt(bookings.holdExpiresAt, now),
          ),
          lt(bookings.startsAt, endsAt),
          gt(bookings.endsAt, startsAt),
        ),
      );
    },
  };
}
export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
