/** The bookings feature's own answers, beside the contract's BookingMessages. */
export const BookingApiMessages = {
  listed: 'Bookings fetched successfully.',
  fetched: 'Booking fetched successfully.',
  quoted: 'Price quoted successfully.',
  noPermission: 'You do not have permission to manage court bookings.',
} as const;
