import { z } from 'zod';

/** How a location introduces itself wherever it is named: name, logo, address and time zone. */
export const LocationCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address_1: z.string(),
  address_2: z.string(),
  address_3: z.string(),
  address_4: z.string(),
  /** IANA zone: "today" and the open start times of the booking wizard are the location's. */
  time_zone: z.string(),
});

/** What anyone may see of a location (GET /all_locations/). */
export const PublicLocationSchema = LocationCardSchema.extend({
  /** Bookings open up to this many days after today at the location. */
  booking_horizon_days: z.number().int(),
  /** The sports of its active courts, each once, by name ("padel", "tennis"). */
  sports: z.array(z.string()),
});
export type PublicLocation = z.infer<typeof PublicLocationSchema>;
