import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../api/envelope';
import { idField, searchField } from '../validation/fields';
import { bookingDateField } from './availability';
import { AvailabilityMessages, BookingMessages } from './messages';

/** GET /get_courtbookings/: public occupancy, never who booked. */
export const OccupancyQuerySchema = z.object({
  type: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: searchField(BookingMessages.searchMax).optional(),
  start_date: bookingDateField().optional(),
  end_date: bookingDateField().optional(),
  location: idField(AvailabilityMessages.locationRequired).optional(),
});
export type OccupancyQuery = z.output<typeof OccupancyQuerySchema>;

export const OccupancySchema = z.object({
  court_id: z.number().int(),
  court_number: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  booking_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type Occupancy = z.infer<typeof OccupancySchema>;
