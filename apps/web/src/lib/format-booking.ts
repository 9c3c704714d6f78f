import {
  formatCalendarDate,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  type Booking,
  type PriceLine,
  type VenuePaid,
} from '@courtbook/shared';

/** "2026-12-07" → "Mon, Dec 7, 2026"; anything else is shown as it came. */
export const formatBookingDate = formatCalendarDate;

/** "18:00:00" → "6:00 PM". */
export function formatClock(time: string): string {
  const minutes = minutesOf(time);
  return Number.isNaN(minutes) ? time : formatTimeLabel(minutes);
}

/** Whether a price period set some of a session's fee (else it is the court's own fee). */
export const pricedByPeriod = (lines: readonly PriceLine[]) =>
  lines.some((line) => line.period !== null);

/** "1 hour Peak at $60.00 an hour": one line of how a session's fee was made. */
export const priceLineLabel = (line: PriceLine, money: (amount: string) => string) =>
  `${formatDurationLabel(line.minutes)} ${line.period ?? 'standard'} at ${money(line.fee_hrs)} an hour`;

/** "6:00 PM – 7:30 PM". */
export const formatTimeRange = (booking: Pick<Booking, 'start_time' | 'end_time'>): string =>
  `${formatClock(booking.start_time)} – ${formatClock(booking.end_time)}`;

const deskStampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A pay-at-club booking paid at the desk, as the back-office says it (the staff booking page, the
 * day sheet, Court bookings): "Paid at the desk · cash · Dec 4, 2:05 PM by Ana Admin", in the
 * viewer's own time.
 */
export function deskPaymentText(paid: VenuePaid): string {
  const when = new Date(paid.paid_at);
  const stamp = Number.isNaN(when.getTime()) ? paid.paid_at : deskStampFormat.format(when);
  const by = paid.taken_by ? ` by ${paid.taken_by}` : '';
  return `Paid at the desk · ${paid.method} · ${stamp}${by}`;
}
