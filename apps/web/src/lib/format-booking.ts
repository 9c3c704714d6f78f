import { formatTimeLabel, minutesOf, type Booking } from '@courtbook/shared';

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

/** "6:00 PM – 7:30 PM". */
export const formatTimeRange = (booking: Pick<Booking, 'start_time' | 'end_time'>): string =>
  `${formatClock(booking.start_time)} – ${formatClock(booking.end_time)}`;
