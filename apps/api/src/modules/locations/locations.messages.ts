/** The location management API's texts (docs/decisions/0006-locations-courts-api.md). */
export const LocationAdminMessages = {
  listed: 'Locations fetched successfully.',
  fetched: 'Location fetched successfully.',
  created: 'Location created successfully.',
  updated: 'Location updated successfully.',
  deleted: 'Location deleted successfully.',
  notFound: 'Location not found.',
  hasBookings:
    'This location has bookings, so it cannot be deleted. To stop new bookings there, edit the location and turn off its Active switch instead; its bookings are kept.',
  createSuperAdminOnly: 'Only a super admin can create locations.',
  deleteSuperAdminOnly: 'Only a super admin can delete locations.',
  noPermission: 'You do not have permission to manage locations.',
  timeZoneLocked:
    'The time zone cannot change while the location has upcoming bookings: their times were set in the current one.',
} as const;
