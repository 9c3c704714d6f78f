import type { PublicLocation } from '@courtbook/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { LocationsRepository } from './locations.repository';

export interface LocationsServiceOptions {
  repository: LocationsRepository;
  /** How long the public list may be reused: it changes rarely and is read on every visit. */
  publicCacheMs: number;
}

export function createLocationsService({ repository, publicCacheMs }: LocationsServiceOptions) {
  const publicList = createTtlCache(publicCacheMs, async (): Promise<PublicLocation[]> => {
    const rows = await repository.listActivePublic();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      address_1: row.address1,
      address_2: row.address2,
      address_3: row.address3,
      address_4: row.address4,
      time_zone: row.timeZone,
      booking_horizon_days: row.bookingHorizonDays,
    }));
  });

  return {
    /** Every active location, as anyone may see it. */
    listPublic: () => publicList.get(),
    /** Call after any change to a location's name, logo, address, time zone, horizon or active flag. */
    forgetPublicList: () => publicList.invalidate(),
  };
}
