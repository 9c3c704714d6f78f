import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  durationMinutesOf,
  formatDurationLabel,
  type Booking,
  type BookingStatus,
} from '@courtbook/shared';

// The booking's date and times read the same on the bookings and payments pages.
export { formatBookingDate, formatClock, formatTimeRange } from '../../../lib/format-booking';

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
