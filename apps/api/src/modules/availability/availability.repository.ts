import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courts, locations } from '../../db/schema';

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

// Raw `courts.id` on purpose: drizzle writes a bare "id" for the outer column, which inside the
// subqueries would resolve to the inner table's id.

/**
 * "Does anything hold this court during any of these ranges?" Each check is an indexed probe on
 * one court (the exclusion constraint's GiST index for bookings, court_closures' court/end index),
 * so its cost does not grow with the number of past bookings.
 */
const overlapsAny = (ranges: TimeRange[], start: SQL, end: SQL) =>
  sql.join(
    ranges.map(
      (r) =>
        sql`(${start} < ${r.endsAt.toISOString()}::timestamptz and ${end} > ${r.startsAt.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );

const rangesOverlap = (ranges: TimeRange[]) =>
  sql.join(
    ranges.map(
      (r) =>
        sql`b.time_range && tstzrange(${r.startsAt.toISOString()}::timestamptz, ${r.endsAt.toISOString()}::timestamptz, '[)')`,
    ),
    sql` or `,
  );

export function createAvailabilityRepository(db: Database) {
  return {
    async findBookableLocation(locationId: number) {
      const [row] = await db
        .select({
          id: locations.id,
          name: locations.name,
          timeZone: locations.timeZone,
          bookingHorizonDays: locations.bookingHorizonDays,
          openingHours: locations.openingHours,
        })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.isActive, true)));
      return row;
    },

    courtsWithConflicts(options: { locationId: number; ranges: TimeRange[]; now: Date }) {
      const { locationId, ranges, now } = options;
      return db
        .select({
          id: courts.id,
          courtNumber: courts.courtNumber,
          hourlyFeeCents: courts.hourlyFeeCents,
          isActive: courts.isActive,
          booked: sql<boolean>`exists (
            select 1 from bookings b
            where b.court_id = courts.id
              and b.status in ('pending', 'confirmed')
              and (b.status = 'confirmed' or b.hold_expires_at is null or b.hold_expires_at > ${now.toISOString()}::timestamptz)
              and (${rangesOverlap(ranges)})
          )`,
          closed: sql<boolean>`exists (
            select 1 from court_closures c
            where c.court_id = courts.id and (${overlapsAny(ranges, sql`c.starts_at`, sql`c.ends_at`)})
          )`,
        })
        .from(courts)
        .where(eq(courts.locationId, locationId))
        .orderBy(asc(courts.courtNumber));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
