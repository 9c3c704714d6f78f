import type { CourtFactsRow } from '@courtbook/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { anyRow } from '../../db/rows';
import { inLocationScope } from '../../db/scope';
import type { courtClosures } from '../../db/schema';
import { courts, locations } from '../../db/schema';
import { everBooked } from '../bookings';
import type { ScopedAction, ScopedChange, StaffScope } from '../../lib/staff-scope';

export type CourtRow = typeof courts.$inferSelect;
export type ClosureRow = typeof courtClosures.$inferSelect;
export type CourtChanges = Partial<
  Pick<
    CourtRow,
    'courtNumber' | 'hourlyFeeCents' | 'taxBasisPoints' | 'cardFeeBasisPoints' | 'isActive'
  > &
    CourtFactsRow
>;
export type NewCourt = Required<
  Pick<CourtChanges, 'courtNumber' | 'hourlyFeeCents' | 'taxBasisPoints' | 'cardFeeBasisPoints'>
> &
  Pick<CourtRow, 'locationId'> &
  Partial<CourtFactsRow> & { isActive?: boolean | undefined };

/** Why a court write did not happen. */
export type CourtRefusal = 'number_taken' | 'has_bookings';

const courtNumberTaken = (
  executor: Database,
  locationId: number,
  courtNumber: number,
  exceptId?: number,
) =>
  anyRow(
    executor,
    courts,
    and(
      eq(courts.locationId, locationId),
      eq(courts.courtNumber, courtNumber),
      exceptId === undefined ? undefined : ne(courts.id, exceptId),
    ),
  );

/** The only SQL of the courts feature (courts and their closures are in closures.repository). */
export function createCourtsRepository(db: Database) {
  const courtInScope = (scope: StaffScope) => inLocationScope(db, scope, courts.locationId);
  /** The court, locked for the change, when it is in scope. */
  const lockedInScope = (tx: Database, scope: StaffScope, id: number) =>
    tx
      .select()
      .from(courts)
      .where(and(eq(courts.id, id), courtInScope(scope)))
      .for('update')
      .then(([court]) => court);

  return {
    /** A location in scope, with what a new court takes from it. */
    async findLocation(scope: StaffScope, locationId: number) {
      const [row] = await db
        .select({
          id: locations.id,
          timeZone: locations.timeZone,
          taxBasisPoints: locations.defaultTaxBasisPoints,
          cardFeeBasisPoints: locations.defaultCardFeeBasisPoints,
          openingHours: locations.openingHours,
        })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      return row;
    },

    /** A court in scope, with its location's time zone and opening hours. */
    async find(scope: StaffScope, courtId: number) {
      const [row] = await db
        .select({
          court: courts,
          timeZone: locations.timeZone,
          openingHours: locations.openingHours,
        })
        .from(courts)
        .innerJoin(locations, eq(locations.id, courts.locationId))
        .where(and(eq(courts.id, courtId), courtInScope(scope)));
      return row;
    },

    /** A location's courts by number, each with the location's time zone. */
    listForLocation(locationId: number) {
      return db
        .select({ court: courts, timeZone: locations.timeZone })
        .from(courts)
        .innerJoin(locations, eq(locations.id, courts.locationId))
        .where(eq(courts.locationId, locationId))
        .orderBy(asc(courts.courtNumber));
    },

    async create(
      tx: Database,
      values: NewCourt,
      actorUserId: number,
    ): Promise<CourtRow | CourtRefusal> {
      if (await courtNumberTaken(tx, values.locationId, values.courtNumber)) return 'number_taken';
      const [row] = await tx.insert(courts).values(values).returning();
      if (!row) throw new Error('court not inserted');
      await recordAudit(tx, actorUserId, 'court.create', row.id, {
        location_id: row.locationId,
        court_number: row.courtNumber,
      });
      return row;
    },

    /** Saves the changes; undefined when the court is not in scope. */
    async update(
      tx: Database,
      options: ScopedChange<CourtChanges>,
    ): Promise<CourtRow | CourtRefusal | undefined> {
      const { scope, id, changes, actorUserId } = options;
      const before = await lockedInScope(tx, scope, id);
      if (!before) return undefined;
      if (
        changes.courtNumber !== undefined &&
        changes.courtNumber !== before.courtNumber &&
        (await courtNumberTaken(tx, before.locationId, changes.courtNumber, id))
      ) {
        return 'number_taken';
      }
      const [row] =
        Object.keys(changes).length > 0
          ? await tx.update(courts).set(changes).where(eq(courts.id, id)).returning()
          : [before];
      if (!row) throw new Error('court not updated');
      await recordAudit(tx, actorUserId, 'court.update', id, {
        location_id: row.locationId,
        court_number: row.courtNumber,
        changed: options.changedFields,
      });
      return row;
    },

    /** Deletes a court and its closures unless it was ever booked; undefined when not in scope. */
    async remove(tx: Database, options: ScopedAction) {
      const { scope, id, actorUserId } = options;
      const court = await lockedInScope(tx, scope, id);
      if (!court) return undefined;
      if (await everBooked(tx, { courtId: id })) return 'has_bookings';
      await tx.delete(courts).where(eq(courts.id, id));
      await recordAudit(tx, actorUserId, 'court.delete', id, {
        location_id: court.locationId,
        court_number: court.courtNumber,
      });
      return court;
    },
  };
}
export type CourtsRepository = ReturnType<typeof createCourtsRepository>;
