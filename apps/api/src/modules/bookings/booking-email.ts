import {
  decimalToCents,
  formatDollars,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  type Booking,
} from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { compose, escapeHtml } from '../../lib/email/messages';
import { addressOf, bookingCalendar, calendarFileName } from './booking-calendar';

const dollars = (amount: string) => formatDollars(decimalToCents(amount) ?? 0);

/** "Tue, 24 Nov 2026" for a YYYY-MM-DD date (a calendar date: no time zone involved). */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The email a player gets when their booking is confirmed (by staff, or paid by card): sessions, court, amounts, and the .ics file. */
export function bookingConfirmedEmail(series: Booking[]): MailMessage {
  const first = series[0];
  if (!first) throw new Error('a confirmed booking has at least one session');
  const location = first.court.location;
  const start = minutesOf(first.start_time);
  const end = minutesOf(first.end_time);
  const times = `${formatTimeLabel(start)} to ${formatTimeLabel(end)} (${formatDurationLabel(end - start)})`;
  const sessions = series.map((b) => `${dayLabel(b.booking_date)}, ${times}`);
  const payment = first.payment_method === 'card' ? 'Paid by card.' : 'To be paid at the club.';
  const amounts = [
    `Court fee: ${dollars(first.total_price)}`,
    `Tax: ${dollars(first.full_tax)}`,
    `Card fee: ${dollars(first.full_cc_fees)}`,
    `Total: ${dollars(first.on_amount)}`,
  ];
  return {
    to: first.user.email,
    subject: `Your booking at ${location.name} is confirmed`,
    summary: `booking ${first.booking_id} confirmed: court ${first.court.court_number}, ${sessions.join('; ')}`,
    attachments: [
      {
        filename: calendarFileName(first.booking_id),
        content: bookingCalendar(series),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
    ...compose([
      { text: `Hello ${first.user.first_name},` },
      {
        text: `Your booking ${first.booking_id} at ${location.name} is confirmed: court ${first.court.court_number}, ${addressOf(first)}.`,
      },
      {
        text: `${series.length === 1 ? 'Session' : 'Sessions'}:\n${sessions.join('\n')}`,
        html: `${series.length === 1 ? 'Session' : 'Sessions'}:<br>${sessions.map(escapeHtml).join('<br>')}`,
      },
      { text: amounts.join('\n'), html: amounts.map(escapeHtml).join('<br>') },
      { text: payment },
      { text: 'The attached calendar file adds the booking to your calendar. See you on court!' },
    ]),
  };
}
