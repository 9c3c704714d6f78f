import { z } from 'zod';
import { PaginationQuerySchema } from '../api/envelope';
import { dateRangeFields, startOnOrBeforeEnd } from '../booking/availability';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
} from '../booking/booking-horizon';
import { FAIR_USE_RANGES } from '../booking/fair-use';
import {
  DEFAULT_WAITLIST_OFFER_MINUTES,
  MAX_WAITLIST_OFFER_MINUTES,
  MIN_WAITLIST_OFFER_MINUTES,
  SHORT_OFFER_MINUTES,
} from '../waitlist/rules';
import { countryField, searchField } from '../validation/fields';
import { FieldLabels as L } from '../validation/labels';
import { TextLimits } from '../validation/limits';
import { CourtSchema } from './court-schemas';
import {
  currencyField,
  flagField,
  nullableWholeNumberField,
  openingHoursField,
  optionalEmailField,
  optionalField,
  optionalPhoneField,
  optionalWebsiteField,
  percentField,
  textField,
  timeZoneField,
} from './fields';
import { LocationMessages } from './messages';
import { LocationCardSchema } from './public-location';

const address = (label: string) =>
  textField({ label, max: TextLimits.addressLine, maxMessage: LocationMessages.addressMax });

const name = () =>
  textField({
    label: L.name,
    max: TextLimits.locationName,
    maxMessage: LocationMessages.nameMax,
    requiredMessage: LocationMessages.nameRequired,
  });
const address1 = () =>
  textField({
    label: L.address_1,
    max: TextLimits.addressLine,
    maxMessage: LocationMessages.addressMax,
    requiredMessage: LocationMessages.address1Required,
  });

/** A whole number from `min` to `max`, or its text (a form field). */
const wholeNumberInRange = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], message)
    .transform(Number)
    .pipe(z.number(message).int(message).min(min, message).max(max, message));

/** How many days ahead the location takes bookings. */
const bookingHorizonField = () =>
  wholeNumberInRange(
    MIN_BOOKING_HORIZON_DAYS,
    MAX_BOOKING_HORIZON_DAYS,
    LocationMessages.bookingHorizonInvalid,
  );

/** How long a freed court is held for the player first on its waitlist (Step 18). */
const waitlistOfferField = () =>
  wholeNumberInRange(
    MIN_WAITLIST_OFFER_MINUTES,
    MAX_WAITLIST_OFFER_MINUTES,
    LocationMessages.waitlistOfferMinutesInvalid,
  );

/** The fields a location form may send beside name, address line 1 and time zone; all optional. */
/** A fair-use limit: a whole number in its range, or null (blank in a form) for no limit. */
const fairUseLimitField = nullableWholeNumberField;

const fairUseFields = {
  max_upcoming_bookings: fairUseLimitField(
    FAIR_USE_RANGES.maxUpcomingBookings,
    LocationMessages.maxUpcomingBookingsInvalid,
  ).meta({
    description:
      'Fair use: how many upcoming sessions a player may hold at the location (a weekly series counts four); null for no limit. Staff are exempt.',
    example: 4,
  }),
  max_hours_per_week: fairUseLimitField(
    FAIR_USE_RANGES.maxHoursPerWeek,
    LocationMessages.maxHoursPerWeekInvalid,
  ).meta({
    description:
      "Fair use: how many hours a player may book in one week (Monday to Sunday, the location's dates); null for no limit.",
    example: 6,
  }),
  max_bookings_per_day: fairUseLimitField(
    FAIR_USE_RANGES.maxBookingsPerDay,
    LocationMessages.maxBookingsPerDayInvalid,
  ).meta({
    description: 'Fair use: how many sessions a player may book on one day; null for no limit.',
    example: 1,
  }),
};

const locationFields = {
  address_2: address(L.address_2).optional(),
  address_3: address(L.address_3).optional(),
  address_4: address(L.address_4).optional(),
  city: textField({
    label: L.city,
    max: TextLimits.city,
    maxMessage: LocationMessages.cityMax,
  }).optional(),
  state: textField({
    label: L.state,
    max: TextLimits.state,
    maxMessage: LocationMessages.stateMax,
  }).optional(),
  country: countryField().optional(),
  phone: optionalPhoneField().optional(),
  email: optionalEmailField().optional(),
  website: optionalWebsiteField().optional(),
  description: textField({
    label: L.description,
    max: 2000,
    maxMessage: LocationMessages.descriptionMax,
  }).optional(),
  currency: optionalField(currencyField()),
  /** Default tax for new courts, a percentage ("8.25"). */
  tax_percent: optionalField(percentField(LocationMessages.taxPercentInvalid)),
  /** Default card fee for new courts, a percentage ("3.00"). */
  card_fee_percent: optionalField(percentField(LocationMessages.cardFeePercentInvalid)),
  opening_hours: optionalField(openingHoursField()).meta({
    description:
      'Per weekday (0 = Sunday … 6 = Saturday) `{ open, close }` in HH:mm on the half hour; "24:00" closes at midnight. A missing weekday is closed; `{}` is always open. In a form, its JSON text.',
    example: { '1': { open: '08:00', close: '22:00' }, '6': { open: '09:00', close: '24:00' } },
  }),
  booking_horizon_days: optionalField(bookingHorizonField()).meta({
    description: `Bookings open up to this many days after today at the location: ${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}; ${DEFAULT_BOOKING_HORIZON_DAYS} when left out on create.`,
    example: DEFAULT_BOOKING_HORIZON_DAYS,
  }),
  waitlist_offer_minutes: optionalField(waitlistOfferField()).meta({
    description: `How long a freed court is held for the player first on its waitlist, in minutes: ${MIN_WAITLIST_OFFER_MINUTES} to ${MAX_WAITLIST_OFFER_MINUTES} (${DEFAULT_WAITLIST_OFFER_MINUTES} when left out on create); within two hours of play at most ${SHORT_OFFER_MINUTES}.`,
    example: DEFAULT_WAITLIST_OFFER_MINUTES,
  }),
  is_active: optionalField(flagField(LocationMessages.activeInvalid)),
  ...fairUseFields,
};

/**
 * PUT /locations/{id}/: any of the fields; those left out keep their value. A blank value for
 * name, address line 1 or time zone is refused rather than taken as "unchanged".
 */
export const LocationUpdateSchema = z.object(
  {
    name: name().optional(),
    address_1: address1().optional(),
    time_zone: timeZoneField().optional(),
    ...locationFields,
  },
  LocationMessages.bodyInvalid,
);
export type LocationUpdateInput = z.input<typeof LocationUpdateSchema>;
export type LocationUpdate = z.output<typeof LocationUpdateSchema>;

/**
 * POST /locations/ and the location form: name, address line 1 and time zone are required; the
 * rest default to empty text, country US, currency USD, 0 % tax and card fee, always open, bookings
 * open 365 days ahead, active.
 */
export const LocationCreateSchema = z.object(
  {
    name: name(),
    address_1: address1(),
    time_zone: z.preprocess((v) => v ?? '', timeZoneField()),
    ...locationFields,
  },
  LocationMessages.bodyInvalid,
);
export type LocationCreateInput = z.input<typeof LocationCreateSchema>;
export type LocationCreate = z.output<typeof LocationCreateSchema>;

const DayHoursSchema = z.object({ open: z.string(), close: z.string() });
export const OpeningHoursSchema = z.object({
  '0': DayHoursSchema.optional(),
  '1': DayHoursSchema.optional(),
  '2': DayHoursSchema.optional(),
  '3': DayHoursSchema.optional(),
  '4': DayHoursSchema.optional(),
  '5': DayHoursSchema.optional(),
  '6': DayHoursSchema.optional(),
});

/** A location as staff see it (lists, GET /my_location/). */
export const LocationSchema = LocationCardSchema.extend({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  description: z.string(),
  currency: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  opening_hours: OpeningHoursSchema,
  booking_horizon_days: z.number().int(),
  max_upcoming_bookings: z.number().int().nullable(),
  max_hours_per_week: z.number().int().nullable(),
  max_bookings_per_day: z.number().int().nullable(),
  waitlist_offer_minutes: z.number().int(),
  is_active: z.boolean(),
  courts_count: z.number().int(),
  /** The sports of its active courts, each once, by name. */
  sports: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/** One location with its courts (GET, POST and PUT of one location). */
export const LocationDetailSchema = LocationSchema.extend({ courts: z.array(CourtSchema) });
export type LocationDetail = z.infer<typeof LocationDetailSchema>;

/** A location to pick in a list (GET /get_locations_byAdmin/). */
export const LocationOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  time_zone: z.string(),
  currency: z.string(),
  is_active: z.boolean(),
});
export type LocationOption = z.infer<typeof LocationOptionSchema>;

/** GET /locations/: pages, a name or city search, and a range of creation dates. */
export const LocationListQuerySchema = startOnOrBeforeEnd(
  PaginationQuerySchema.extend({
    search: searchField(LocationMessages.searchMax).optional(),
    ...dateRangeFields(),
  }),
);
export type LocationListQuery = z.output<typeof LocationListQuerySchema>;
