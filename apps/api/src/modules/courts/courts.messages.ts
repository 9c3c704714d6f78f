/** The court management API's texts (docs/decisions/0006-locations-courts-api.md). */
export const CourtMessages = {
  fetched: 'Court fetched successfully.',
  created: 'Court created successfully.',
  updated: 'Court updated successfully.',
  deleted: 'Court deleted successfully.',
  notFound: 'Court not found.',
  locationNotFound: 'Location not found.',
  numberTaken: (courtNumber: number) =>
    `Court number ${courtNumber} already exists at this location. Please choose another number.`,
  hasBookings:
    'This court has bookings, so it cannot be deleted. To stop new bookings on it, turn off its Active switch in the courts list instead; its bookings are kept.',
  noPermission: 'You do not have permission to manage courts.',
} as const;

/** The court closures API's texts (docs/decisions/0006-locations-courts-api.md). */
export const ClosureMessages = {
  created: 'Closure added successfully.',
  createdOverBookings: (count: number) =>
    `Closure added successfully. ${count} existing ${count === 1 ? 'booking overlaps' : 'bookings overlap'} it and ${count === 1 ? 'is' : 'are'} not cancelled.`,
  deleted: 'Closure removed successfully.',
  notFound: 'Closure not found.',
  clockChange:
    'These times do not exist at this location because the clocks change then. Please choose other times.',
  endPassed: 'The closure must end in the future.',
} as const;
