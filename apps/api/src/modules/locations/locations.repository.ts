import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';

export function createLocationsRepository(db: Database) {
  return {
    listActivePublic() {
      return db
        .select({
          id: locations.id,
          name: locations.name,
          logo: locations.logo,
          address1: locations.address1,
          address2: locations.address2,
          address3: locations.address3,
          address4: locations.address4,
          timeZone: locations.timeZone,
          bookingHorizonDays: locations.bookingHorizonDays,
        })
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.name), asc(locations.id));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
