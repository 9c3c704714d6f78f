import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, courtClosures, courts, locations } from '../../db/schema';
import { holdsCourtAt } from '../bookings/booking-holds.repository';

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

// Raw `courts.id` on purpose: drizzle writes a bare "id" for the outer column, which inside the
// subqueries would resolve to the inner table's id.

/** `holdsCourtAt` for the alias `b` of the per-court subqueries below. */
const holdsCourt = (now: Date) => sql`b.status in ('pending', 'confirmed')
  and (b.status = 'confirmed' or b.hold_expires_at is null or b.hold_expires_at > ${now.toISOString()}::timestamptz)`;

/** A JS list as one PostgreSQL array parameter, the same on both drivers. */
const toArray = (instants: Date[]) => `{${instants.map((d) => d.toISOString()).join(',')}}`;

export function createAvailabilityRepository(db: Database) {
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const takenDuringQuery = db
    .select({
      courtId: bookings.courtId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      holdExpiresAt: sql<
        string | null
      >`case when ${bookings.status} = 'pending' then ${bookings.holdExpiresAt} end`.as(
        'hold_expires_at',
      ),
      kind: sql<'booked' | 'closed'>`'booked'`.as('kind'),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, sql.placeholder('locationId')),
        sql`${bookings.startsAt} >= ${from} - interval '1 day'`,
        sql`${bookings.startsAt} < ${to}`,
        sql`${bookings.endsAt} > ${from}`,
        holdsCourtAt(now),
      ),
    )
    .unionAll(
      db
        .select({
          courtId: courtClosures.courtId,
          startsAt: courtClosures.startsAt,
          endsAt: courtClosures.endsAt,
          holdExpiresAt: sql<string | null>`null::timestamptz`.as('hold_expires_at'),
          kind: sql<'booked' | 'closed'>`'closed'`.as('kind'),
        })
        .from(courtClosures)
        .innerJoin(courts, eq(courts.id, courtClosures.courtId))
        .where(
          and(
            eq(courts.locationId, sql.placeholder('locationId')),
            sql`${courtClosures.startsAt} < ${to}`,
            sql`${courtClosures.endsAt} > ${from}`,
          ),
        ),
    )
    .prepare('availability_taken_during');

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
     * however long the history. Prepared once per connection: planning this query costs several
     * times what running it does.
     */
    async takenDuring(options: { locationId: number; day: TimeRange; now: Date }) {
      const rows = await takenDuringQuery.execute({
        locationId: options.locationId,
        from: options.day.startsAt.toISOString(),
        to: options.day.endsAt.toISOString(),
        now: options.now.toISOString(),
      });
      return rows.map((row) => ({
        courtId: row.courtId,
        startsAt: new Date(row.startsAt),
        endsAt: new Date(row.endsAt),
        /** A pending hold's end: the court is free from then on. */
        holdExpiresAt: row.holdExpiresAt === null ? null : new Date(row.holdExpiresAt),
        kind: row.kind,
      }));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
