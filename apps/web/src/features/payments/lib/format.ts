import { DAY_MINUTES, formatTimeLabel, minutesOf, type Booking } from '@courtbook/shared';

// Booking dates are calendar dates at the location: printed in UTC so no time zone shifts them.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-07" → "Mon, Dec 7, 2026". */
export function formatBookingDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(instant.getTime())
    ? dateFormat.format(instant)
    : date;
}

/** An end time of "00:00:00" is midnight at the end of the day. */
const clock = (time: string, end = false): string => {
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes)) return time;
  return formatTimeLabel(end && minutes === 0 ? DAY_MINUTES : minutes);
};

/** "6:00 PM – 7:30 PM". */
export const formatTimeRange = (booking: Pick<Booking, 'start_time' | 'end_time'>): string =>
  `${clock(booking.start_time)} – ${clock(booking.end_time, true)}`;
