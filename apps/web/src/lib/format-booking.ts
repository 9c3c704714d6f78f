import { formatCalendarDate, formatTimeLabel, minutesOf, type Booking } from '@courtbook/shared';

/** "2026-12-07" → "Mon, Dec 7, 2026"; anything else is shown as it came. */
export const formatBookingDate = formatCalendarDate;

/** "18:00:00" → "6:00 PM". */
export function formatClock(time: string): string {
  const minutes = minutesOf(time);
  return Number.isNaN(minutes) ? time : formatTimeLabel(minutes);
}

/** "6:00 PM – 7:30 PM". */
export const formatTimeRange = (booking: Pick<Booking, 'start_time' | 'end_time'>): string =>
  `${formatClock(booking.start_time)} – ${formatClock(booking.end_time)}`;
