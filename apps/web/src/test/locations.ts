import type { PublicLocation } from '@courtbook/shared';

/** A club as GET /all_locations/ lists it: Lakeside, in Chicago, booking a year ahead. */
export const lakeside: PublicLocation = {
  id: 3,
  name: 'Lakeside Pickleball Center',
  logo: null,
  address_1: '88 Harbor Drive',
  address_2: '',
  address_3: 'Chicago, IL',
  address_4: '',
  time_zone: 'America/Chicago',
  booking_horizon_days: 365,
  sports: ['tennis'],
};
