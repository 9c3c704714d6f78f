/** The bookings feature's own answers, beside the contract's BookingMessages. */
export const BookingApiMessages = {
  listed: 'Bookings fetched successfully.',
  fetched: 'Booking fetched successfully.',
  quoted: 'Price quoted successfully.',
  fairUseChecked: 'Fair-use limits checked.',
  noPermission: 'You do not have permission to manage court bookings.',
} as const;
