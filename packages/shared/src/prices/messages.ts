/** The price configuration's texts (docs/decisions/0014-price-configuration.md). */
export const PriceMessages = {
  fetched: 'Price configuration fetched successfully.',
  updated: 'Price configuration updated successfully.',
  previewed: 'Price calculated.',
  locationNotFound: 'Location not found.',
  courtNotFound: 'Court not found.',
  courtNotAtLocation: (courtId: number) => `Court ${courtId} is not a court of this location.`,
  courtListedTwice: (courtId: number) => `Court ${courtId} is listed more than once.`,
  courtsInvalid: 'Courts must be a list of courts, each with its court_id and hourly fee.',
  noPermission: 'You do not have permission to manage prices.',
} as const;
