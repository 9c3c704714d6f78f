import type { PublicLocation } from '@courtbook/shared';
import type { LocationsRepository } from './locations.repository';

export function createLocationsService(repository: LocationsRepository) {
  return {
    /** Every active location, as anyone may see it. */
    async listPublic(): Promise<PublicLocation[]> {
      const rows = await repository.listActivePublic();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        logo: row.logo,
        address_1: row.address1,
        address_2: row.address2,
        address_3: row.address3,
        address_4: row.address4,
      }));
    },
  };
}
