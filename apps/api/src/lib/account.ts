import { isStaff, roleOf, UserType, type Account } from '@courtbook/shared';

/** The columns an Account is made from, as a repository reads them (with the location's name). */
export interface AccountRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  image: string | null;
  userType: number;
  isVerified: boolean;
  homeLocationId: number | null;
  lastLocationId: number | null;
  /** The name of the player's current location (last used, else home); null for staff. */
  locationName: string | null;
  permissions: string[];
}

/** A player's current location: the one they last logged in at, else the one they registered at. */
export const currentLocationId = (row: Pick<AccountRow, 'lastLocationId' | 'homeLocationId'>) =>
  row.lastLocationId ?? row.homeLocationId;

/** Who a person is, as every answer about an account says it. */
export const personFields = (
  row: Pick<AccountRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'country'>,
) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  country: row.country,
});

/** The API's view of an account (AccountSchema); staff carry no location. */
export function toAccount(row: AccountRow): Account {
  const staff = isStaff(row.userType);
  return {
    ...personFields(row),
    image: row.image,
    user_type: row.userType,
    role: roleOf(row.userType as UserType),
    is_verified: row.isVerified,
    location_id: staff ? null : currentLocationId(row),
    location_name: staff ? null : row.locationName,
    permissions: row.userType === UserType.LocationAdmin ? row.permissions : [],
  };
}
