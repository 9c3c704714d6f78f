import { AvailabilityMessages } from './messages';
import { addCalendarDays, localDate } from './time-slots';

/** DESIGN.md section 4: how many days ahead a location takes bookings, unless staff set it. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 365;
export const MIN_BOOKING_HORIZON_DAYS = 1;
/** Two years: far enough for any club, near enough that prices and closures can be planned. */
export const MAX_BOOKING_HORIZON_DAYS = 730;

/**
 * The last date (YYYY-MM-DD) a location takes bookings for: `horizonDays` after today there, so
 * the horizon turns over at the location's midnight, not the server's.
 */
export const lastBookableDate = (now: Date, timeZone: string, horizonDays: number): string =>
  addCalendarDays(localDate(now, timeZone), horizonDays);

export interface BookingHorizonCheck {
  /** Every date the booking covers (four for the weekly option). */
  dates: readonly string[];
  now: Date;
  location: { name: string; timeZone: string; bookingHorizonDays: number };
}

/** Why the dates cannot be booked yet, if one of them lies beyond the location's horizon. */
export function bookingHorizonProblem({
  dates,
  now,
  location,
}: BookingHorizonCheck): string | undefined {
  const last = lastBookableDate(now, location.timeZone, location.bookingHorizonDays);
  if (dates.every((date) => date <= last)) return undefined;
  return AvailabilityMessages.beyondHorizon(
    location.name,
    location.bookingHorizonDays,
    dates.length > 1 && (dates[0] ?? '') <= last,
  );
}
