import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import { bookings, courtClosures, courts, locations, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { holdsCourtAt, venuePaidBy } from '../bookings';
import { courtsByNumber } from '../../db/location-rows';

interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

/** The SQL behind the day sheet: a location in the caller's scope, its courts, and what holds them. */
export function createCourtScheduleRepository(db: Database) {
  return {
    /** The location with its courts, or undefined when it is unknown or not the caller's. */
    async findLocation(scope: StaffScope, locationId: number) {
      const [location] = await db
        .select({
          id: locations.id,
          name: locations.name,
          timeZone: locations.timeZone,
          currency: locations.currency,
          openingHours: locations.openingHours,
        })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      if (!location) return undefined;
      const courtRows = await courtsByNumber(db, locationId);
      return { location, courts: courtRows };
    },

    /** Bookings and live holds during `day`, with their players, oldest start first. */
    bookingsDuring(options: { locationId: number; day: TimeRange; now: Date }) {
      const { locationId, day, now } = options;
      return db
        .select({
          id: bookings.id,
          courtId: bookings.courtId,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          status: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          paymentDue: bookings.paymentDue,
          totalPriceCents: bookings.totalPriceCents,
          venuePaidAt: bookings.venuePaidAt,
          venuePaidMethod: bookings.venuePaidMethod,
          venuePaidBy,
          player: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
            isWalkIn: users.isWalkIn,
          },
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(
          and(
            eq(bookings.locationId, locationId),
            // A session lasts at most a day: bounding its start keeps to the day's index range.
            sql`${bookings.startsAt} >= ${day.startsAt.toISOString()}::timestamptz - interval '1 day'`,
            sql`${bookings.startsAt} < ${day.endsAt.toISOString()}`,
            sql`${bookings.endsAt} > ${day.startsAt.toISOString()}`,
            holdsCourtAt(sql`${now.toISOString()}::timestamptz`),
          ),
        )
        .orderBy(asc(bookings.startsAt));
    },

    closuresDuring(options: { locationId: number; day: TimeRange }) {
      const { locationId, day } = options;
      return db
        .select({
          id: courtClosures.id,
          courtId: courtClosures.courtId,
          startsAt: courtClosures.startsAt,
          endsAt: courtClosures.endsAt,
          reason: courtClosures.reason,
        })
        .from(courtClosures)
        .innerJoin(courts, eq(courts.id, courtClosures.courtId))
        .where(
          and(
            eq(courts.locationId, locationId),
            sql`${courtClosures.startsAt} < ${day.endsAt.toISOString()}`,
            sql`${courtClosures.endsAt} > ${day.startsAt.toISOString()}`,
          ),
        )
        .orderBy(asc(courtClosures.startsAt));
    },
  };
}
export type CourtScheduleRepository = ReturnType<typeof createCourtScheduleRepository>;
