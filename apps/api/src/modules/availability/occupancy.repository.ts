import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OccupancyQuery } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { bookings, courts, locations } from '../../db/schema';
import { holdsCourtAt } from '../bookings/booking-holds.repository';

export function createOccupancyRepository(db: Database) {
  return {
    async list(query: OccupancyQuery, now: Date) {
      const filters: (SQL | undefined)[] = [
        holdsCourtAt(sql`${now.toISOString()}::timestamptz`),
        eq(locations.isActive, true),
      ];
      if (query.location) filters.push(eq(bookings.locationId, query.location));
      if (query.type === 'upcoming')
        filters.push(sql`${bookings.endsAt} > ${now.toISOString()}::timestamptz`);
      if (query.type === 'past')
        filters.push(sql`${bookings.endsAt} <= ${now.toISOString()}::timestamptz`);
      if (query.start_date) filters.push(gte(bookings.bookingDate, query.start_date));
      if (query.end_date) filters.push(lte(bookings.bookingDate, query.end_date));
      if (query.search) {
        const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          or(ilike(locations.name, term), sql`${courts.courtNumber}::text = ${query.search}`),
        );
      }
      const where = and(...filters);
      const order =
        query.type === 'past'
          ? [desc(bookings.startsAt), asc(courts.courtNumber)]
          : [asc(bookings.startsAt), asc(courts.courtNumber)];

      const [rows, [total]] = await Promise.all([
        db
          .select({
            courtId: courts.id,
            courtNumber: courts.courtNumber,
            locationId: locations.id,
            locationName: locations.name,
            bookingDate: bookings.bookingDate,
            startTime: bookings.startTime,
            endTime: bookings.endTime,
          })
          .from(bookings)
          .innerJoin(courts, eq(courts.id, bookings.courtId))
          .innerJoin(locations, eq(locations.id, bookings.locationId))
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db
          .select({ value: count() })
          .from(bookings)
          .innerJoin(courts, eq(courts.id, bookings.courtId))
          .innerJoin(locations, eq(locations.id, bookings.locationId))
          .where(where),
      ]);
      return { rows, count: total?.value ?? 0 };
    },
  };
}
export type OccupancyRepository = ReturnType<typeof createOccupancyRepository>;
