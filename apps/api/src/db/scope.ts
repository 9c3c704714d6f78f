import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StaffScope } from '../lib/staff-scope';
import type { Database } from './client';
import { staffLocations } from './schema';

/**
 * The filter that keeps a query to the locations in scope; undefined when every location is.
 * Used in the query itself, so a record out of scope is simply not found (404), never shown.
 */
export function inLocationScope(
  db: Database,
  scope: StaffScope,
  locationId: AnyPgColumn,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return inArray(
    locationId,
    db
      .select({ locationId: staffLocations.locationId })
      .from(staffLocations)
      .where(eq(staffLocations.userId, scope.userId)),
  );
}
