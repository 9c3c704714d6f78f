import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { anyRow } from '../../db/rows';
import { inLocationScope } from '../../db/scope';
import { locationSports } from '../../db/location-rows';
import { bookings, courts, locations } from '../../db/schema';
import { everBooked } from '../bookings';
import type { ScopedAction, ScopedChange, StaffScope } from '../../lib/staff-scope';
import { searchIn } from '../../db/search';
import type { ListFilter } from '../../lib/list-filter';

/** The columns a location may be created or changed with. */
export type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LocationChanges = Partial<LocationValues>;

/** Creation dates are read as dates at the location. */
export type LocationListFilter = ListFilter & { scope: StaffScope };

// Written out in SQL: drizzle leaves the outer column unqualified, which a subquery would misread.
const courtsCount = sql<number>`(select count(*)::int from courts c where c.location_id = "locations"."id")`;
const locationColumns = { ...getTableColumns(locations), courtsCount, sports: locationSports };
export type LocationRow = typeof locations.$inferSelect & { courtsCount: number; sports: string[] };

/** Bookings at the location that still hold a court and have not ended. */
const hasUpcomingBookings = (executor: Database, locationId: number, now: Date) =>
  anyRow(
    executor,
    bookings,
    and(
      eq(bookings.locationId, locationId),
      inArray(bookings.status, ['pending', 'confirmed']),
      gt(bookings.endsAt, now),
    ),
  );

const createdOn = sql`(${locations.createdAt} at time zone ${locations.timeZone})::date`;

/** The only SQL of the staff's location management. Every read and write is limited to a scope. */
export function createLocationAdminRepository(db: Database) {
  const inScope = (scope: StaffScope) => inLocationScope(db, scope, locations.id);

  const findIn = async (executor: Database, scope: StaffScope, id: number) => {
    const [row] = await executor
      .select(locationColumns)
      .from(locations)
      .where(and(eq(locations.id, id), inScope(scope)));
    return row;
  };

  return {
    async list(filter: LocationListFilter) {
      const conditions: (SQL | undefined)[] = [inScope(filter.scope)];
      conditions.push(searchIn(filter.search, [locations.name, locations.city]));
      if (filter.startDate) conditions.push(sql`${createdOn} >= ${filter.startDate}::date`);
      if (filter.endDate) conditions.push(sql`${createdOn} <= ${filter.endDate}::date`);
      const where = and(...conditions);

      const [rows, [total]] = await Promise.all([
        db
          .select(locationColumns)
          .from(locations)
          .where(where)
          .orderBy(desc(locations.createdAt), desc(locations.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ value: count() }).from(locations).where(where),
      ]);
      return { rows, count: total?.value ?? 0 };
    },

    /** Every location in scope, by name. */
    listInScope(scope: StaffScope) {
      return db
        .select(locationColumns)
        .from(locations)
        .where(inScope(scope))
        .orderBy(asc(locations.name), asc(locations.id));
    },

    find: (scope: StaffScope, id: number) => findIn(db, scope, id),

    async create(tx: Database, values: LocationValues, actorUserId: number): Promise<LocationRow> {
      const [created] = await tx.insert(locations).values(values).returning({ id: locations.id });
      if (!created) throw new Error('location not inserted');
      await recordAudit(tx, actorUserId, 'location.create', created.id, { name: values.name });
      const row = await findIn(tx, { kind: 'all' }, created.id);
      if (!row) throw new Error('location not found after insert');
      return row;
    },

    /**
     * Saves the changes. Refuses a new time zone while bookings are still to come: their times
     * were fixed in the old one, and new bookings must be compared with them in the same zone.
     */
    async update(tx: Database, options: ScopedChange<LocationChanges> & { now: Date }) {
      const { scope, id, changes, actorUserId } = options;
      const [before] = await tx
        .select({ logo: locations.logo, name: locations.name, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.id, id), inScope(scope)))
        .for('update');
      if (!before) return { outcome: 'not_found' as const };
      if (
        changes.timeZone !== undefined &&
        changes.timeZone !== before.timeZone &&
        (await hasUpcomingBookings(tx, id, options.now))
      ) {
        return { outcome: 'time_zone_locked' as const };
      }
      if (Object.keys(changes).length > 0) {
        await tx.update(locations).set(changes).where(eq(locations.id, id));
      }
      await recordAudit(tx, actorUserId, 'location.update', id, {
        name: changes.name ?? before.name,
        changed: options.changedFields,
      });
      const row = await findIn(tx, { kind: 'all' }, id);
      if (!row) throw new Error('location not found after update');
      return { outcome: 'updated' as const, row, previousLogo: before.logo };
    },

    /**
     * Deletes a location with its courts and their closures, unless anything was ever booked
     * there. Answers what happened, and the logo the location had.
     */
    async remove(tx: Database, options: ScopedAction) {
      const { scope, id, actorUserId } = options;
      const [location] = await tx
        .select({ name: locations.name, logo: locations.logo })
        .from(locations)
        .where(and(eq(locations.id, id), inScope(scope)))
        .for('update');
      if (!location) return { outcome: 'not_found' as const };
      if (await everBooked(tx, { locationId: id })) return { outcome: 'has_bookings' as const };
      const removedCourts = await tx
        .delete(courts)
        .where(eq(courts.locationId, id))
        .returning({ id: courts.id });
      await tx.delete(locations).where(eq(locations.id, id));
      await recordAudit(tx, actorUserId, 'location.delete', id, {
        name: location.name,
        courts_deleted: removedCourts.length,
      });
      return { outcome: 'deleted' as const, logo: location.logo };
    },
  };
}
export type LocationAdminRepository = ReturnType<typeof createLocationAdminRepository>;
