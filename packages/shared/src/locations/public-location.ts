import { z } from 'zod';

/** What anyone may see of a location (GET /all_locations/). */
export const PublicLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address_1: z.string(),
  address_2: z.string(),
  address_3: z.string(),
  address_4: z.string(),
  /** IANA zone: "today" and the open start times of the booking wizard are the location's. */
  time_zone: z.string(),
  /** Bookings open up to this many days after today at the location. */
  booking_horizon_days: z.number().int(),
});
export type PublicLocation = z.infer<typeof PublicLocationSchema>;
