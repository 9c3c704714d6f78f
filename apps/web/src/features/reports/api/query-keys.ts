/** Cache keys of the reporting page. */
export const reportKeys = {
  all: ['reports'] as const,
  data: (filters: object) => ['reports', 'data', filters] as const,
  bookings: (filters: object) => ['reports', 'bookings', filters] as const,
  locations: ['reports', 'locations'] as const,
};
