import type { CourtEvents } from '../../plugins/court-events';
import type { AvailabilityRepository } from './availability.repository';
import { createChangeCache } from './change-cache';

/** What rarely changes about a location's courts: its settings and its courts, by number. */
export interface CourtLayout {
  location: NonNullable<Awaited<ReturnType<AvailabilityRepository['findBookableLocation']>>>;
  courts: Awaited<ReturnType<AvailabilityRepository['listCourts']>>;
}

/**
 * The bookable locations' layouts, kept until the database announces a change to the location,
 * its courts or closures. Who holds a court never enters it. Unknown and inactive locations are
 * not kept (a new location may take the id).
 */
export function createCourtLayouts(
  repository: AvailabilityRepository,
  events: CourtEvents,
  cacheMs: number,
) {
  const cache = createChangeCache<CourtLayout | undefined>(events, {
    maxAgeMs: cacheMs,
    keep: (layout) => layout !== undefined,
  });
  const load = async (locationId: number): Promise<CourtLayout | undefined> => {
    const [location, courts] = await Promise.all([
      repository.findBookableLocation(locationId),
      repository.listCourts(locationId),
    ]);
    return location ? { location, courts } : undefined;
  };
  return {
    get: (locationId: number) => cache.get(locationId, null, () => load(locationId)),
  };
}
export type CourtLayouts = ReturnType<typeof createCourtLayouts>;
