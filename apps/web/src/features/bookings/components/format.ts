import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  durationMinutesOf,
  formatDurationLabel,
  type Booking,
  type BookingRefund,
  type BookingStatus,
} from '@courtbook/shared';
import { formatMoney } from '../../../lib/format-money';

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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the day it was at the location: "Dec 1, 2026" (the viewer's zone if unknown). */
export function formatDayAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  let format = dayFormats.get(timeZone);
  if (!format) {
    const options = { month: 'short', day: 'numeric', year: 'numeric' } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The day the card payment went back, at the location; null when nothing did. */
const refundDay = (booking: Booking): string | null =>
  booking.refunded_at ? formatDayAt(booking.refunded_at, booking.court.location.time_zone) : null;

/** "$92.73 on Dec 1, 2026": one refund of the card payment, and the day it went back. */
export function refundText(booking: Booking, refund: BookingRefund): string {
  const day = formatDayAt(refund.refunded_at, booking.court.location.time_zone);
  return `${formatMoney(refund.amount)}${day ? ` on ${day}` : ''}`;
}

/**
 * What a player is told of a booking the club cancelled (players cannot cancel: DESIGN.md
 * section 4) and of their money; null for any other booking.
 */
export function cancelledNotice(booking: Booking): string | null {
  if (booking.status !== 'cancelled') return null;
  const day = refundDay(booking);
  const money =
    booking.refund_amount !== null
      ? `Refunded ${formatMoney(booking.refund_amount)} to your card${day ? ` on ${day}` : ''}`
      : booking.payment_method === 'card'
        ? 'Your card payment has not been refunded yet: the club will contact you about it'
        : 'No payment was taken';
  return `Cancelled by the club · ${money}`;
}

/** A cancelled booking or a hold that ran out has no time to keep in a calendar. */
export const hasCalendar = (booking: Booking): boolean =>
  booking.status !== 'cancelled' && booking.status !== 'expired';

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

/** The dates of the series' sessions the club cancelled. */
export const cancelledDates = (booking: Booking): string[] =>
  booking.series_sessions.filter((s) => s.cancelled).map((s) => s.booking_date);
