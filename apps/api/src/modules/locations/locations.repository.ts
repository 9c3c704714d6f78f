import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { locationCardColumns } from '../../db/location-rows';

export function createLocationsRepository(db: Database) {
  return {
    listActivePublic() {
      return db
        .select({
          ...locationCardColumns,
          bookingHorizonDays: locations.bookingHorizonDays,
          // Its active courts' sports, each once, by name (Search Court shows them).
          sports: sql<string[]>`array(
            select distinct c.sport from courts c
            where c.location_id = "locations"."id" and c.is_active
            order by 1
          )`,
        })
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.name), asc(locations.id));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
