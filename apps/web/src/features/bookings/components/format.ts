import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  durationMinutesOf,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  type Booking,
  type BookingStatus,
} from '@courtbook/shared';

// Booking dates are calendar dates at the location: read and print them in UTC so the
// viewer's own time zone never shifts them by a day.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-07" → "Mon, Dec 7, 2026"; anything else is shown as it came. */
export function formatBookingDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(instant.getTime())
    ? dateFormat.format(instant)
    : date;
}

/** "18:00:00" → "6:00 PM". */
export function formatClock(time: string): string {
  const minutes = minutesOf(time);
  return Number.isNaN(minutes) ? time : formatTimeLabel(minutes);
}

export const formatTimeRange = (booking: Pick<Booking, 'start_time' | 'end_time'>): string =>
  `${formatClock(booking.start_time)} – ${formatClock(booking.end_time)}`;

/** "01:30:00" → "1.5 hours". */
export function formatDuration(duration: string): string {
  const minutes = durationMinutesOf(duration);
  return Number.isNaN(minutes) ? duration : formatDurationLabel(minutes);
}

export const statusLabel = (status: BookingStatus): string =>
  status.charAt(0).toUpperCase() + status.slice(1);

export function paymentMethodLabel(method: Booking['payment_method']): string {
  if (method === 'card') return 'Card';
  if (method === 'venue') return 'Pay at venue';
  return 'Not paid yet';
}

export const playerName = (user: Booking['user']): string =>
  `${user.first_name} ${user.last_name}`.trim();

/** The address lines that are filled in, in order. */
export const addressLines = (location: Booking['court']['location']): string[] =>
  [location.address_1, location.address_2, location.address_3, location.address_4].filter(
    (line) => line.trim() !== '',
  );

/** "+12155550147" → "+1 215 555 0147"; anything unparsable is shown as it came. */
export const formatPhone = (phone: string): string =>
  parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
