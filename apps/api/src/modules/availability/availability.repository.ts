import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, courtClosures, courts, locations } from '../../db/schema';
import { holdsCourtAt } from '../bookings';
import { courtsByNumber } from '../../db/location-rows';

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/** Something holding a court: a booking or live hold (`booked`), or a closure (`closed`). */
export interface CourtTaken extends TimeRange {
  courtId: number;
  /** A pending hold's end: the court is free from then on. */
  holdExpiresAt: Date | null;
  kind: 'booked' | 'closed';
}

/** A JS list as one PostgreSQL array parameter, the same on both drivers. */
const toArray = (instants: Date[]) => `{${instants.map((d) => d.toISOString()).join(',')}}`;

export function createAvailabilityRepository(db: Database) {
  // The days asked for, as `d`: their bounds and their place in the list (`n`, from 1).
  const days = sql`unnest(${sql.placeholder('from')}::timestamptz[], ${sql.placeholder('to')}::timestamptz[])
    with ordinality as d(starts_at, ends_at, n)`;
  const dayIndex = sql<number>`(d.n - 1)::int`.as('day_index');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const takenOnDaysQuery = db
    .select({
      dayIndex,
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
    .from(days)
    .innerJoin(
      bookings,
      and(
        eq(bookings.locationId, sql.placeholder('locationId')),
        sql`${bookings.startsAt} >= d.starts_at - interval '1 day'`,
        sql`${bookings.startsAt} < d.ends_at`,
        sql`${bookings.endsAt} > d.starts_at`,
        holdsCourtAt(now),
      ),
    )
    .unionAll(
      db
        .select({
          dayIndex,
          courtId: courtClosures.courtId,
          startsAt: courtClosures.startsAt,
          endsAt: courtClosures.endsAt,
          holdExpiresAt: sql<string | null>`null::timestamptz`.as('hold_expires_at'),
          kind: sql<'booked' | 'closed'>`'closed'`.as('kind'),
        })
        .from(days)
        .innerJoin(
          courtClosures,
          sql`${courtClosures.startsAt} < d.ends_at and ${courtClosures.endsAt} > d.starts_at`,
        )
        .innerJoin(courts, eq(courts.id, courtClosures.courtId))
        .where(eq(courts.locationId, sql.placeholder('locationId'))),
    )
    .prepare('availability_taken_on_days');

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

    /** The location's courts, by number. */
    listCourts(locationId: number) {
      return courtsByNumber(db, locationId);
    },

    /**
     * What holds the location's courts on each of `days` (one list per day, in order): live
     * bookings and holds, and closures. A session lasts at most a day, so bounding its start keeps
     * the probe to each day's index range however long the history. One query for up to the four
     * weekly dates, prepared once per connection: planning it costs several times what running it
     * does.
     */
    async takenOnDays(options: { locationId: number; days: TimeRange[]; now: Date }) {
      const { locationId, days, now } = options;
      const rows = await takenOnDaysQuery.execute({
        locationId,
        from: toArray(days.map((day) => day.startsAt)),
        to: toArray(days.map((day) => day.endsAt)),
        now: now.toISOString(),
      });
      const taken = days.map((): CourtTaken[] => []);
      for (const row of rows) {
        taken[row.dayIndex]!.push({
          courtId: row.courtId,
          startsAt: new Date(row.startsAt),
          endsAt: new Date(row.endsAt),
          holdExpiresAt: row.holdExpiresAt === null ? null : new Date(row.holdExpiresAt),
          kind: row.kind,
        });
      }
      return taken;
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
