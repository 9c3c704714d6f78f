import {
  courtLabel,
  decimalToCents,
  formatDollars,
  formatCalendarDate,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  type Booking,
} from '@courtbook/shared';
import type { MailAttachment, MailMessage } from '../../lib/email/mailer';
import { escapeHtml, letter } from '../../lib/email/messages';
import { addressOf, bookingCalendar, calendarFileName } from './booking-calendar';

const dollars = (amount: string) => formatDollars(decimalToCents(amount) ?? 0);

/** "Tue, Nov 24, 2026, 6:00 PM to 7:30 PM (1.5 hours)" for each session of a series. */
function sessionLines(series: Booking[]): string[] {
  const first = series[0]!;
  const start = minutesOf(first.start_time);
  const end = minutesOf(first.end_time);
  const times = `${formatTimeLabel(start)} to ${formatTimeLabel(end)} (${formatDurationLabel(end - start)})`;
  return series.map((b) => `${formatCalendarDate(b.booking_date)}, ${times}`);
}

/** Whom a booking's email goes to: its player, greeted by first name. */
const playerOf = (booking: Booking) => ({
  email: booking.user.email,
  firstName: booking.user.first_name,
});

/** The sessions of a series, one a line. */
const sessionsParagraph = (sessions: string[]) => ({
  text: `${sessions.length === 1 ? 'Session' : 'Sessions'}:\n${sessions.join('\n')}`,
  html: `${sessions.length === 1 ? 'Session' : 'Sessions'}:<br>${sessions.map(escapeHtml).join('<br>')}`,
});

/** The calendar file of a booking's sessions: PUBLISH adds or updates them, CANCEL removes them. */
const calendarAttachment = (
  bookingId: number,
  sessions: Booking[],
  method: 'PUBLISH' | 'CANCEL',
): MailAttachment => ({
  filename: calendarFileName(bookingId),
  content: bookingCalendar(sessions, method),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/** What a player is told about their money when the club cancels. */
function cancelledMoneyLine(first: Booking, refundedCents: number | null): string {
  if (refundedCents !== null)
    return `We have refunded ${formatDollars(refundedCents)} to your card.`;
  if (first.payment_method === 'card') {
    return 'Your card payment has not been refunded yet: the club will contact you about it.';
  }
  return 'No payment was taken for it.';
}

/** Which sessions staff cancelled, and what went back to the card (null: nothing). */
export interface CancelNotice {
  bookingIds: number[];
  wholeSeries: boolean;
  refundedCents: number | null;
}

/**
 * The email a player gets when staff cancel their booking, or some sessions of it: which sessions,
 * whether a refund was made, and a calendar file that removes those events (METHOD:CANCEL, the
 * same UIDs); the sessions that stand are named too.
 */
export function bookingCancelledEmail(series: Booking[], notice: CancelNotice): MailMessage {
  const cancelled = series.filter((b) => notice.bookingIds.includes(b.booking_id));
  const first = cancelled[0];
  if (!first) throw new Error('a cancellation takes at least one session');
  const location = first.court.location;
  const standing = series.filter(
    (b) => !notice.bookingIds.includes(b.booking_id) && b.status !== 'cancelled',
  );
  const some = cancelled.length === 1 ? 'a session of' : `${cancelled.length} sessions of`;
  return letter({
    to: playerOf(first),
    subject: notice.wholeSeries
      ? `Your booking at ${location.name} was cancelled`
      : `${cancelled.length === 1 ? 'A session' : 'Sessions'} of your booking at ${location.name} cancelled`,
    summary: `booking ${first.booking_id} ${notice.wholeSeries ? '' : `sessions ${notice.bookingIds.join(', ')} `}cancelled by the club${
      notice.refundedCents !== null ? `, refunded ${formatDollars(notice.refundedCents)}` : ''
    }`,
    attachments: [calendarAttachment(first.booking_id, cancelled, 'CANCEL')],
    paragraphs: [
      {
        text: notice.wholeSeries
          ? `${location.name} has cancelled your booking ${first.booking_id}: court ${first.court.court_number}, ${addressOf(first)}.`
          : `${location.name} has cancelled ${some} your booking ${first.booking_id}: court ${first.court.court_number}, ${addressOf(first)}.`,
      },
      sessionsParagraph(sessionLines(cancelled)),
      ...(standing.length > 0
        ? [
            {
              text: `Still booked:\n${sessionLines(standing).join('\n')}`,
              html: `Still booked:<br>${sessionLines(standing).map(escapeHtml).join('<br>')}`,
            },
          ]
        : []),
      { text: cancelledMoneyLine(first, notice.refundedCents) },
      {
        text: `The attached calendar file removes ${cancelled.length === 1 ? 'that session' : 'those sessions'} from your calendar. We are sorry.`,
      },
    ],
  });
}

/** One refund as a player reads of it: how much, and why. */
export interface RefundNotice {
  amountCents: number;
  reason: string;
}

/** The email a player gets when staff refund some or all of a booking's card payment. */
export function refundIssuedEmail(series: Booking[], refund: RefundNotice): MailMessage {
  const first = series[0];
  if (!first) throw new Error('a refund belongs to at least one booking');
  const location = first.court.location;
  const amount = formatDollars(refund.amountCents);
  const cancelled = series.every((b) => b.status === 'cancelled') ? ', cancelled' : '';
  return letter({
    to: playerOf(first),
    subject: `Your refund from ${location.name}`,
    summary: `booking ${first.booking_id} refunded: ${amount}`,
    paragraphs: [
      {
        text: `We have refunded ${amount} to your card for booking ${first.booking_id} (court ${first.court.court_number}${cancelled}). It can take a few days to show on your statement.`,
      },
      { text: `Reason: ${refund.reason}` },
    ],
  });
}

/** The reminder a player gets before a confirmed session (BOOKING_REMINDER_HOURS), with its calendar data. */
export function bookingReminderEmail(series: Booking[], bookingId: number): MailMessage {
  const index = series.findIndex((b) => b.booking_id === bookingId);
  const session = series[index];
  if (!session) throw new Error(`booking ${bookingId} is not in its series`);
  const location = session.court.location;
  const when = sessionLines(series)[index]!;
  const payment =
    session.payment_method === 'card'
      ? 'Paid by card.'
      : `To be paid at the club: ${dollars(session.on_amount)}${series.length > 1 ? ' for the series' : ''}.`;
  return letter({
    to: playerOf(session),
    subject: `Reminder: court ${session.court.court_number} at ${location.name}, ${when.split(' (')[0]}`,
    summary: `booking ${bookingId} reminder: ${when}`,
    attachments: [calendarAttachment(bookingId, [session], 'PUBLISH')],
    paragraphs: [
      {
        text: `A reminder of your booking ${bookingId} at ${location.name}: court ${session.court.court_number}, ${addressOf(session)}.`,
      },
      { text: `${when}.` },
      { text: payment },
      { text: 'See you on court!' },
    ],
  });
}

/** The email a player gets when their booking is confirmed (by staff, or paid by card): sessions, court, amounts, and the .ics file. */
export function bookingConfirmedEmail(series: Booking[]): MailMessage {
  const first = series[0];
  if (!first) throw new Error('a confirmed booking has at least one session');
  const location = first.court.location;
  const sessions = sessionLines(series);
  const byCard = first.payment_method === 'card';
  const payment = byCard ? 'Paid by card.' : 'To be paid at the club (no card fee).';
  const amounts = [
    `Court fee: ${dollars(first.total_price)}`,
    `Tax: ${dollars(first.full_tax)}`,
    ...(byCard ? [`Card fee: ${dollars(first.full_cc_fees)}`] : []),
    `Total: ${dollars(first.on_amount)}`,
  ];
  return letter({
    to: playerOf(first),
    subject: `Your booking at ${location.name} is confirmed`,
    summary: `booking ${first.booking_id} confirmed: court ${first.court.court_number}, ${sessions.join('; ')}`,
    attachments: [calendarAttachment(first.booking_id, series, 'PUBLISH')],
    paragraphs: [
      {
        text: `Your booking ${first.booking_id} at ${location.name} is confirmed: court ${first.court.court_number}, ${addressOf(first)}.`,
      },
      sessionsParagraph(sessions),
      { text: amounts.join('\n'), html: amounts.map(escapeHtml).join('<br>') },
      { text: payment },
      { text: 'The attached calendar file adds the booking to your calendar. See you on court!' },
    ],
  });
}

/** Where a moved session was: its court's name as players read it, the date and the times. */
export interface MovedFrom {
  court: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/** "Court 3, Tue, Nov 24, 2026, 6:00 PM to 7:30 PM" */
const placeLine = (court: string, date: string, start: string, end: string) =>
  `${court}, ${formatCalendarDate(date)}, ${formatTimeLabel(minutesOf(start))} to ${formatTimeLabel(minutesOf(end))}`;

/**
 * The email a player gets when staff move one session of their booking: from where to where, and
 * a calendar file that replaces the event (the same UID, a higher SEQUENCE). The amounts stay:
 * the club settles any difference at the desk.
 */
export function bookingMovedEmail(
  series: Booking[],
  bookingId: number,
  from: MovedFrom,
): MailMessage {
  const session = series.find((b) => b.booking_id === bookingId);
  if (!session) throw new Error(`booking ${bookingId} is not in its series`);
  const location = session.court.location;
  const was = placeLine(from.court, from.bookingDate, from.startTime, from.endTime);
  const now = placeLine(
    courtLabel(session.court),
    session.booking_date,
    session.start_time,
    session.end_time,
  );
  return letter({
    to: playerOf(session),
    subject: `Your booking at ${location.name} has moved`,
    summary: `booking ${bookingId} moved: ${was} → ${now}`,
    attachments: [calendarAttachment(bookingId, [session], 'PUBLISH')],
    paragraphs: [
      { text: `${location.name} has moved your booking ${bookingId} (${addressOf(session)}).` },
      {
        text: `From: ${was}\nTo: ${now}`,
        html: `From: ${escapeHtml(was)}<br>To: <strong>${escapeHtml(now)}</strong>`,
      },
      { text: 'Any difference in price is settled with you at the club.' },
      {
        text: 'The attached calendar file updates the booking in your calendar. See you on court!',
      },
    ],
  });
}
