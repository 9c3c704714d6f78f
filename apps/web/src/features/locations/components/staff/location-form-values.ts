import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_WAITLIST_OFFER_MINUTES,
  LocationCreateSchema,
  type LocationCreate,
  type LocationDetail,
  type OpeningHours,
} from '@courtbook/shared';

export interface DayHours {
  closed: boolean;
  open: string;
  close: string;
}

/** What the form edits; `toLocationPayload` turns it into what the API validates. */
export interface LocationFormValues {
  name: string;
  address_1: string;
  address_2: string;
  address_3: string;
  address_4: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  time_zone: string;
  currency: string;
  tax_percent: string;
  card_fee_percent: string;
  /** Days ahead bookings open, as typed. */
  booking_horizon_days: string;
  /** Fair-use limits for players, as typed; blank for none. */
  max_upcoming_bookings: string;
  max_hours_per_week: string;
  max_bookings_per_day: string;
  /** Minutes a freed court is held for the next on its waitlist, as typed. */
  waitlist_offer_minutes: string;
  is_active: boolean;
  always_open: boolean;
  /** Index 0 = Sunday, as the API's weekday keys. */
  opening_hours: DayHours[];
}

const DEFAULT_DAY: DayHours = { closed: false, open: '08:00', close: '22:00' };

/** A fair-use limit as the form shows it: blank when there is none. */
const limitText = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? '' : String(limit);

export function toFormValues(location?: LocationDetail): LocationFormValues {
  const hours = (location?.opening_hours ?? {}) as Record<string, { open: string; close: string }>;
  const alwaysOpen = !location || Object.keys(hours).length === 0;
  return {
    name: location?.name ?? '',
    address_1: location?.address_1 ?? '',
    address_2: location?.address_2 ?? '',
    address_3: location?.address_3 ?? '',
    address_4: location?.address_4 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    country: location?.country ?? 'US',
    phone: location?.phone ?? '',
    email: location?.email ?? '',
    website: location?.website ?? '',
    description: location?.description ?? '',
    time_zone: location?.time_zone ?? '',
    currency: location?.currency ?? 'USD',
    tax_percent: location?.tax_percent ?? '0.00',
    card_fee_percent: location?.card_fee_percent ?? '0.00',
    booking_horizon_days: String(location?.booking_horizon_days ?? DEFAULT_BOOKING_HORIZON_DAYS),
    max_upcoming_bookings: limitText(location?.max_upcoming_bookings),
    max_hours_per_week: limitText(location?.max_hours_per_week),
    max_bookings_per_day: limitText(location?.max_bookings_per_day),
    waitlist_offer_minutes: String(
      location?.waitlist_offer_minutes ?? DEFAULT_WAITLIST_OFFER_MINUTES,
    ),
    is_active: location?.is_active ?? true,
    always_open: alwaysOpen,
    opening_hours: Array.from({ length: 7 }, (_, day) => {
      const found = hours[String(day)];
      if (alwaysOpen) return { ...DEFAULT_DAY };
      return found ? { closed: false, ...found } : { ...DEFAULT_DAY, closed: true };
    }),
  };
}

/** Open all day is `{}`; otherwise the open weekdays by their key. */
export function toOpeningHours(values: LocationFormValues): OpeningHours {
  if (values.always_open) return {};
  const hours: OpeningHours = {};
  values.opening_hours.forEach((day, index) => {
    if (!day.closed)
      hours[String(index) as keyof OpeningHours] = { open: day.open, close: day.close };
  });
  return hours;
}

export function toLocationPayload(values: LocationFormValues) {
  const { always_open: _alwaysOpen, ...rest } = values;
  return { ...rest, opening_hours: toOpeningHours(values) };
}

const schemaResolver = zodResolver(LocationCreateSchema);

/** Validates with the server's schema, so the form shows the server's messages. */
export const locationResolver: Resolver<LocationFormValues, unknown, LocationCreate> = (
  values,
  context,
  options,
) =>
  schemaResolver(toLocationPayload(values), context, options as never) as ReturnType<
    Resolver<LocationFormValues, unknown, LocationCreate>
  >;
