import type { PublicLocation } from '@courtbook/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { LocationsRepository } from './locations.repository';
import { locationCardFields } from '../../lib/location-card';

export interface LocationsServiceOptions {
  repository: LocationsRepository;
  /** How long the public list may be reused: it changes rarely and is read on every visit. */
  publicCacheMs: number;
}

export function createLocationsService({ repository, publicCacheMs }: LocationsServiceOptions) {
  const publicList = createTtlCache(publicCacheMs, async (): Promise<PublicLocation[]> => {
    const rows = await repository.listActivePublic();
    return rows.map((row) => ({
      ...locationCardFields(row),
      booking_horizon_days: row.bookingHorizonDays,
      sports: row.sports,
    }));
  });

  return {
    /** Every active location, as anyone may see it. */
    listPublic: () => publicList.get(),
    /** Call after any change to a location's name, logo, address, time zone, horizon or active flag. */
    forgetPublicList: () => publicList.invalidate(),
  };
}
