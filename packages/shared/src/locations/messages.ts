import { FAIR_USE_RANGES } from '../booking/fair-use';
import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '../booking/booking-horizon';
import { MAX_WAITLIST_OFFER_MINUTES, MIN_WAITLIST_OFFER_MINUTES } from '../waitlist/rules';

/** Messages for the location, court and closure forms: the server and the web forms show the same text. */
export const LocationMessages = {
  bodyInvalid: 'The request body must be a JSON object or a form.',
  nameRequired: 'Name is required.',
  nameMax: 'Name must be no more than 200 characters.',
  address1Required: 'Address line 1 is required.',
  addressMax: 'Address lines must be no more than 200 characters.',
  cityMax: 'City must be no more than 100 characters.',
  stateMax: 'State must be no more than 100 characters.',
  emailInvalid: 'Email is not valid.',
  phoneInvalid: 'Phone number must have 7 to 20 characters and at most 15 digits.',
  websiteInvalid: 'Website must be a web address starting with http:// or https://.',
  descriptionMax: 'Description must be no more than 2000 characters.',
  timeZoneRequired: 'Time zone is required.',
  timeZoneInvalid: 'Time zone must be a valid IANA time zone, such as America/New_York.',
  currencyInvalid: 'Currency must be a three-letter currency code, such as USD.',
  taxPercentInvalid: 'Tax must be a percentage from 0 to 100 with at most 2 decimals.',
  cardFeePercentInvalid: 'Card fee must be a percentage from 0 to 100 with at most 2 decimals.',
  activeInvalid: 'Active must be true or false.',
  bookingHorizonInvalid: `Booking horizon must be a whole number of days from ${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}.`,
  removeLogoInvalid: 'Remove logo must be true or false.',
  maxUpcomingBookingsInvalid: `Upcoming bookings per player must be a whole number from ${FAIR_USE_RANGES.maxUpcomingBookings.min} to ${FAIR_USE_RANGES.maxUpcomingBookings.max}, or empty for no limit.`,
  maxHoursPerWeekInvalid: `Hours per player a week must be a whole number from ${FAIR_USE_RANGES.maxHoursPerWeek.min} to ${FAIR_USE_RANGES.maxHoursPerWeek.max}, or empty for no limit.`,
  waitlistOfferMinutesInvalid: `The waitlist hold must be a whole number of minutes from ${MIN_WAITLIST_OFFER_MINUTES} to ${MAX_WAITLIST_OFFER_MINUTES}.`,
  maxBookingsPerDayInvalid: `Bookings per player a day must be a whole number from ${FAIR_USE_RANGES.maxBookingsPerDay.min} to ${FAIR_USE_RANGES.maxBookingsPerDay.max}, or empty for no limit.`,
  openingHoursInvalid:
    'Opening hours must list weekdays 0 (Sunday) to 6 (Saturday), each with an open and a close time.',
  openingTimeInvalid: (day: string) =>
    `${day}: opening and closing times must be on the half hour (HH:mm, closing up to 24:00).`,
  closeAfterOpen: (day: string) => `${day}: the closing time must be after the opening time.`,
  searchMax: 'Search must be no more than 100 characters.',
  idInvalid: 'The id must be a positive whole number.',

  locationRequired: 'Please choose a location.',
  courtNumberRequired: 'Court number is required.',
  courtNumberInvalid: 'Court number must be a whole number from 1 to 9999.',
  courtFeeRequired: 'Hourly fee is required.',
  courtFeeInvalid: 'Hourly fee must be an amount from 0 to 100000 with at most 2 decimals.',
  sportInvalid: 'Sport must be 1 to 40 characters.',
  courtNameMax: 'Court name must be no more than 60 characters.',
  surfaceMax: 'Surface must be no more than 40 characters.',
  indoorInvalid: 'Indoor must be true or false.',
  lightsInvalid: 'Lights must be true or false.',
  startStepInvalid: 'Start step must be 15 or 30 minutes.',
  minSessionInvalid: 'Shortest session must be a whole number of minutes from 15 to 1440.',
  maxSessionInvalid:
    'Longest session must be a whole number of minutes from 15 to 1440, or empty for up to closing.',
  sessionStepInvalid: 'Session step must be a whole number of minutes from 15 to 1440.',
  sessionOffGrid: (step: number) =>
    `Session lengths must be whole multiples of the start step (${step} minutes).`,
  longestBeforeShortest: 'The longest session must not be shorter than the shortest.',
  longestOffStep: 'The longest session must be the shortest plus whole session steps.',
  sessionLongerThanHours: (length: string, open: string) =>
    `A session of ${length} does not fit the opening hours: the longest day is open ${open}.`,

  closureStartRequired: 'Start is required.',
  closureEndRequired: 'End is required.',
  closureStartInvalid: 'Start must be a local date and time on the half hour (YYYY-MM-DDTHH:mm).',
  closureEndInvalid: 'End must be a local date and time on the half hour (YYYY-MM-DDTHH:mm).',
  closureEndAfterStart: 'The end must be after the start.',
  reasonMax: 'Reason must be no more than 500 characters.',
} as const;

/** Weekday names by key of OpeningHours (0 = Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
