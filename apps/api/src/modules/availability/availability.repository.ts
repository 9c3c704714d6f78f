import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { courts, locations } from '../../db/schema';

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

// Raw `courts.id` on purpose: drizzle writes a bare "id" for the outer column, which inside the
// subqueries would resolve to the inner table's id.

/** A booking row `b` that holds its court: confirmed, or pending with a live hold. */
const holdsCourt = (now: Date) => sql`b.status in ('pending', 'confirmed')
  and (b.status = 'confirmed' or b.hold_expires_at is null or b.hold_expires_at > ${now.toISOString()}::timestamptz)`;

/** A JS list as one PostgreSQL array parameter, the same on both drivers. */
const toArray = (instants: Date[]) => `{${instants.map((d) => d.toISOString()).join(',')}}`;

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

    /**
     * Every court of the location, with the indexes (into `ranges`) of the ranges in which
     * something holds it: a booking or live hold, or a closure.
     */
    courtsWithConflicts(options: { locationId: number; ranges: TimeRange[]; now: Date }) {
      const { locationId, ranges, now } = options;
      const clashing = (test: SQL) => sql<number[]>`array(
        select r.i - 1 from unnest(
          ${toArray(ranges.map((r) => r.startsAt))}::timestamptz[],
          ${toArray(ranges.map((r) => r.endsAt))}::timestamptz[]
        ) with ordinality as r(starts_at, ends_at, i)
        where ${test}
        order by r.i
      )`;
      return db
        .select({
          id: courts.id,
          courtNumber: courts.courtNumber,
          hourlyFeeCents: courts.hourlyFeeCents,
          isActive: courts.isActive,
          bookedIn: clashing(sql`exists (
            select 1 from bookings b
            where b.court_id = courts.id
              and ${holdsCourt(now)}
              and b.time_range && tstzrange(r.starts_at, r.ends_at, '[)')
          )`),
          closedIn: clashing(sql`exists (
            select 1 from court_closures c
            where c.court_id = courts.id and c.starts_at < r.ends_at and c.ends_at > r.starts_at
          )`),
        })
        .from(courts)
        .where(eq(courts.locationId, locationId))
        .orderBy(asc(courts.courtNumber));
    },

    /** The location's courts, by number. */
    listCourts(locationId: number) {
      return db
        .select({
          id: courts.id,
          courtNumber: courts.courtNumber,
          hourlyFeeCents: courts.hourlyFeeCents,
          isActive: courts.isActive,
        })
        .from(courts)
        .where(eq(courts.locationId, locationId))
        .orderBy(asc(courts.courtNumber));
    },

    /**
     * What holds the location's courts during `day`: live bookings and holds, and closures. A
     * session lasts at most a day, so bounding its start keeps the probe to the day's index range
     * however long the history.
     */
    async takenDuring(options: { locationId: number; day: TimeRange; now: Date }) {
      const { locationId, day, now } = options;
      const from = day.startsAt.toISOString();
      const to = day.endsAt.toISOString();
      const result = await db.execute(sql`
        select b.court_id, b.starts_at, b.ends_at, 'booked' as kind
        from bookings b
        where b.location_id = ${locationId}
          and b.starts_at >= ${from}::timestamptz - interval '1 day'
          and b.starts_at < ${to}::timestamptz
          and b.ends_at > ${from}::timestamptz
          and ${holdsCourt(now)}
        union all
        select c.court_id, c.starts_at, c.ends_at, 'closed' as kind
        from court_closures c
        join courts on courts.id = c.court_id
        where courts.location_id = ${locationId}
          and c.starts_at < ${to}::timestamptz
          and c.ends_at > ${from}::timestamptz`);
      return rowsOf<{
        court_id: number;
        starts_at: string | Date;
        ends_at: string | Date;
        kind: 'booked' | 'closed';
      }>(result).map((row) => ({
        courtId: Number(row.court_id),
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        kind: row.kind,
      }));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
