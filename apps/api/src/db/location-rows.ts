import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffScope } from '../lib/staff-scope';
import type { Database } from './client';
import { anyRow } from './rows';
import { inLocationScope } from './scope';
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

/**
 * The sports of a location's active courts, each once, by name (Search Court, the wizard and the
 * staff pages show them). Written out in SQL: drizzle leaves the outer column unqualified, which
 * the subquery would misread.
 */
export const locationSports = sql<string[]>`array(
  select distinct c.sport from courts c
  where c.location_id = "locations"."id" and c.is_active
  order by 1
)`;

/** Whether the location exists and takes players (and, given a staff scope, is in it). */
export const isActiveLocation = (db: Database, id: number, scope?: StaffScope) =>
  anyRow(
    db,
    locations,
    and(
      eq(locations.id, id),
      eq(locations.isActive, true),
      scope && inLocationScope(db, scope, locations.id),
    ),
  );

/** What a court is and how its sessions run (`CourtFactsRow`): what answers tell of it. */
export const courtFactsColumns = {
  sport: courts.sport,
  name: courts.name,
  surface: courts.surface,
  indoor: courts.indoor,
  lights: courts.lights,
  startStepMinutes: courts.startStepMinutes,
  minSessionMinutes: courts.minSessionMinutes,
  maxSessionMinutes: courts.maxSessionMinutes,
  sessionStepMinutes: courts.sessionStepMinutes,
};

/** The location's courts by number, as availability and the day sheet lay them out. */
export function courtsByNumber(db: Database, locationId: number) {
  return db
    .select({
      id: courts.id,
      courtNumber: courts.courtNumber,
      hourlyFeeCents: courts.hourlyFeeCents,
      isActive: courts.isActive,
      ...courtFactsColumns,
    })
    .from(courts)
    .where(eq(courts.locationId, locationId))
    .orderBy(asc(courts.courtNumber));
}
