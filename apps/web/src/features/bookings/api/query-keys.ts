/** Cache keys of My Bookings and Booking Details; a booking change invalidates `all`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** `mine`: GET /court-bookings/; `staff`: GET /get_booking_byadmin/. */
  list: (scope: 'mine' | 'staff', filters: object) => ['bookings', scope, filters] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
};
