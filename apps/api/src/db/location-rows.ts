import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { courts, locations } from './schema';

/** How a location introduces itself wherever players see it: name, logo, address and time zone. */
export const locationCardColumns = {
  id: locations.id,
  name: locations.name,
  logo: locations.logo,
  address1: locations.address1,
  address2: locations.address2,
  address3: locations.address3,
  address4: locations.address4,
  timeZone: locations.timeZone,
};

/** The location's courts by number, as availability and the day sheet lay them out. */
export function courtsByNumber(db: Database, locationId: number) {
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
}
