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
  periodsInvalid:
    'Price periods must be a list, each with a name, weekdays, a start and end time and an hourly fee.',
  periodNameRequired: 'Please give each price period a name.',
  periodNameTooLong: 'A price period’s name can be at most 60 characters.',
  periodWeekdaysInvalid:
    'A price period’s weekdays must be a list of days from 0 (Sunday) to 6 (Saturday), each once.',
  periodTimeInvalid:
    'A price period’s times must be HH:MM on the half hour (end at 24:00 at most).',
  periodEndAfterStart: (name: string) => `The price period ${name} must end after it starts.`,
  periodFeeInvalid: 'A price period’s hourly fee must be 0 to 100000 with at most 2 decimals.',
  periodsOverlap: (first: string, second: string, day: string) =>
    `The price periods ${first} and ${second} overlap on ${day}.`,
  tooManyPeriods: 'A location can have at most 50 price periods.',
} as const;
