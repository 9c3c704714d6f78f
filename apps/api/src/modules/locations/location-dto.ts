import {
  basisPointsToPercentText,
  percentTextToBasisPoints,
  type Location,
  type LocationOption,
  type LocationUpdate,
} from '@courtbook/shared';
import type { LocationChanges, LocationRow } from './location-admin.repository';
import { locationCardFields } from '../../lib/location-card';

/** A location row as the API shows it to staff. */
export function toLocation(row: LocationRow): Location {
  return {
    ...locationCardFields(row),
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    currency: row.currency,
    tax_percent: basisPointsToPercentText(row.defaultTaxBasisPoints),
    card_fee_percent: basisPointsToPercentText(row.defaultCardFeeBasisPoints),
    opening_hours: row.openingHours,
    booking_horizon_days: row.bookingHorizonDays,
    max_upcoming_bookings: row.maxUpcomingBookings,
    max_hours_per_week: row.maxHoursPerWeek,
    max_bookings_per_day: row.maxBookingsPerDay,
    waitlist_offer_minutes: row.waitlistOfferMinutes,
    is_active: row.isActive,
    courts_count: row.courtsCount,
    sports: row.sports,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toLocationOption = (row: LocationRow): LocationOption => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  time_zone: row.timeZone,
  currency: row.currency,
  is_active: row.isActive,
});

/** The API's field names → the columns they set; fields left out are left out. */
export function locationChangesOf(input: LocationUpdate): LocationChanges {
  const changes: LocationChanges = {
    name: input.name,
    address1: input.address_1,
    address2: input.address_2,
    address3: input.address_3,
    address4: input.address_4,
    city: input.city,
    state: input.state,
    country: input.country,
    phone: input.phone,
    email: input.email,
    website: input.website,
    description: input.description,
    timeZone: input.time_zone,
    currency: input.currency,
    defaultTaxBasisPoints:
      input.tax_percent === undefined ? undefined : percentTextToBasisPoints(input.tax_percent),
    defaultCardFeeBasisPoints:
      input.card_fee_percent === undefined
        ? undefined
        : percentTextToBasisPoints(input.card_fee_percent),
    openingHours: input.opening_hours,
    bookingHorizonDays: input.booking_horizon_days,
    maxUpcomingBookings: input.max_upcoming_bookings,
    maxHoursPerWeek: input.max_hours_per_week,
    maxBookingsPerDay: input.max_bookings_per_day,
    waitlistOfferMinutes: input.waitlist_offer_minutes,
    isActive: input.is_active,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
