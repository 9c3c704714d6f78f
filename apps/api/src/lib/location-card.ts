/** A location's card as a repository reads it (`locationCardColumns`). */
export interface LocationCardRow {
  id: number;
  name: string;
  logo: string | null;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  timeZone: string;
}

/** How every answer names a location to players: name, logo, address lines and time zone. */
export const locationCardFields = (row: LocationCardRow) => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  address_1: row.address1,
  address_2: row.address2,
  address_3: row.address3,
  address_4: row.address4,
  time_zone: row.timeZone,
});
