import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { locationCardColumns, locationSports } from '../../db/location-rows';

export function createLocationsRepository(db: Database) {
  return {
    listActivePublic() {
      return db
        .select({
          ...locationCardColumns,
          bookingHorizonDays: locations.bookingHorizonDays,
          sports: locationSports,
        })
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.name), asc(locations.id));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
