import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OccupancyQuery } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { bookings, courts, locations } from '../../db/schema';
import {
  bookingCount,
  bothOf,
  COURT_HOLDERS,
  hasEnded,
  holdsCourtAt,
  matchingRowsCount,
  notEnded,
  talliedForType,
} from '../bookings';

export function createOccupancyRepository(db: Database) {
  return {
    async list(query: OccupancyQuery, now: Date) {
      const openLocations = (locationId: AnyPgColumn) =>
        and(
          inArray(
            locationId,
            db.select({ id: locations.id }).from(locations).where(eq(locations.isActive, true)),
          ),
          query.location ? eq(locationId, query.location) : undefined,
        );
      const filters: (SQL | undefined)[] = [
        holdsCourtAt(sql`${now.toISOString()}::timestamptz`),
        openLocations(bookings.locationId),
      ];
      if (query.type === 'upcoming') filters.push(notEnded(now));
      if (query.type === 'past') filters.push(hasEnded(now));
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

      // A search matches location names and court numbers, which no tally keeps.
      const total = query.search
        ? matchingRowsCount(db, where)
        : bookingCount(
            db,
            {
              owner: { locations: openLocations },
              statuses: bothOf(COURT_HOLDERS, talliedForType(query.type)),
              from: query.start_date,
              to: query.end_date,
              where,
            },
            now,
          );
      const rows = await db
        .select({
          courtId: courts.id,
          courtNumber: courts.courtNumber,
          locationId: locations.id,
          locationName: locations.name,
          bookingDate: bookings.bookingDate,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          total,
        })
        .from(bookings)
        .innerJoin(courts, eq(courts.id, bookings.courtId))
        .innerJoin(locations, eq(locations.id, bookings.locationId))
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return countedPage(db, rows, total);
    },
  };
}
export type OccupancyRepository = ReturnType<typeof createOccupancyRepository>;
