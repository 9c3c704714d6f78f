import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './date-years';
import {
  addCalendarDays,
  formatDurationLabel,
  formatTimeLabel,
  formatWeekdayDate,
} from './time-slots';

/** The bookings API's texts (docs/decisions/0007-bookings-api.md). */
export const BookingMessages = {
  courtRequired: 'Please choose a court.',
  courtNotFound: 'This court does not exist at the chosen location.',
  courtUnavailable: 'This court cannot be booked at the selected time. Please choose another.',
  courtTaken: 'Court is already booked for the selected time.',
  closedAtThatTime: 'The location is closed at the selected time.',
  durationInvalid: 'Please choose a duration of 1 hour or more, in half hours.',
  timesRequired: 'Please choose a start time and a duration.',
  totalPriceRequired: 'The booking price is missing. Please refresh and try again.',
  quoteSlotsRequired: 'Please choose at least one time to price.',
  quoteSlotsTooMany: (limit: number) => `Please ask for no more than ${limit} times at once.`,
  /** The server's price for the booking asked for (the quote's `total_price`). */
  priceChanged: (totalPrice: string) =>
    `The price has changed since you chose this court: it is now $${totalPrice}. Please refresh and try again.`,
  playerNotFound: 'No player account was found for that email or id.',
  playerNotAllowed: 'Only staff can book for another player.',
  outOfScope: 'You can only book at the locations you manage.',
  bookingNotFound: 'Booking not found.',
  statusRequired: "Please choose the booking's new status: confirmed or cancelled.",
  statusForbidden: "Only staff can change a booking's status.",
  cannotConfirm: 'This booking can no longer be confirmed.',
  alreadyCancelled: 'This booking is already cancelled.',
  created: 'Court booked successfully.',
  confirmed: 'Booking confirmed.',
  cancelled: 'Booking cancelled.',
  cancelledRefunded: 'Booking cancelled and its card payment refunded.',
  refundChoice: 'Please say whether to refund the payment: true or false.',
  searchMax: 'Search must be no more than 100 characters.',
  released: 'Hold released: the court is free again.',
  cannotRelease: 'Only an unpaid hold can be released.',
  noCalendarWhenCancelled:
    'This booking was cancelled or its hold ran out: there is nothing to add to a calendar.',
  paidMethodRequired: 'Please choose how it was paid: cash or card.',
  markedPaid: 'Booking marked paid.',
  alreadyPaid: 'This booking is already marked paid.',
  notPayAtClub: 'Only a confirmed booking to be paid at the club can be marked paid.',
  moveForbidden: 'Only staff can move a booking.',
  cannotMove: 'Only a pending or confirmed session still to come can be moved.',
  moveUnchanged: 'The session is already on that court at that time. Please choose another.',
  moved: 'Session moved.',
  movePriced: 'Move priced.',
  /** DESIGN.md section 4: one unpaid hold per player per location (decision 0045). */
  holdsAnother: (hold: { courtNumber: number; date: string; start: string; end: string }) =>
    `You already hold Court ${hold.courtNumber} on ${hold.date}, ${hold.start} to ${hold.end}, at this location. Pay for it or release it before booking another court.`,
} as const;

/** Staff refunds in whole or part, and cancelling some sessions of a series (Step 18). */
export const RefundMessages = {
  amountInvalid: 'Please enter the amount to refund, e.g. 12.50.',
  amountZero: 'The amount to refund must be more than 0.00.',
  /** `left` is what remains refundable, "12.50". */
  amountOver: (left: string) =>
    left === '0.00'
      ? 'Nothing is left to refund: the whole payment has been refunded.'
      : `You can refund at most $${left}: that is what is left of the card payment.`,
  reasonRequired: 'Please give a reason for the refund.',
  reasonTooLong: 'The reason must be no more than 300 characters.',
  noCardPayment: 'This booking has no card payment to refund.',
  refunded: (amount: string) => `Refunded $${amount} to the card.`,
  scopeInvalid: 'Please choose what to cancel: series, session or rest.',
  sessionsCancelled: 'Sessions cancelled.',
  sessionCancelled: 'Session cancelled.',
  sessionsCancelledRefunded: (amount: string) => `Cancelled, and $${amount} refunded to the card.`,
} as const;

/** The booking history's texts (staff, GET /court-bookings/{id}/history/). */
export const BookingHistoryMessages = {
  fetched: 'Booking history fetched successfully.',
} as const;

/** Texts of the availability check and the date and time fields, under the default slot rules. */
export const AvailabilityMessages = {
  locationRequired: 'Please choose a location.',
  dateInvalid: 'Please choose a valid date (YYYY-MM-DD).',
  datePast: 'Please choose today or a later date.',
  timeInvalid: 'Times must be on the half hour (HH:mm).',
  sportInvalid: 'Sport must be 1 to 40 characters.',
  endAfterStart: 'The end time must be after the start time.',
  minimumDuration: 'A booking lasts at least 1 hour.',
  pastMidnight: 'A booking must end by midnight.',
  startPassed: 'That start time has already passed. Please choose a later time.',
  locationNotFound: 'This location does not exist or is not open for bookings.',
  clockChange:
    'These times do not exist at this location because the clocks change then. Please choose other times.',
  dateOutOfRange: `Please choose a date from ${MIN_DATE_YEAR}-01-01 to ${MAX_DATE_YEAR}-12-31.`,
  monthInvalid: 'Please choose a valid month (YYYY-MM).',
  monthOutOfRange: `Please choose a month from ${MIN_DATE_YEAR}-01 to ${MAX_DATE_YEAR}-12.`,
  /** DESIGN.md section 4: bookings open up to a per-location horizon (days after today there). */
  beyondHorizon: (location: string, days: number, weekly: boolean) =>
    `Bookings at ${location} open up to ${days} ${days === 1 ? 'day' : 'days'} ahead${
      weekly ? ', and the last of the four weekly dates is later than that' : ''
    }. Please choose an earlier date.`,
} as const;

/** The day sheet's texts. */
export const CourtScheduleMessages = {
  fetched: 'Day sheet fetched successfully.',
  noPermission: 'You do not have permission to see court bookings.',
  walkInStaffOnly: 'Only staff can book for a walk-in.',
  walkInOrPlayer: 'Book for a registered player or for a walk-in, not both.',
  walkInEmailIsStaff: 'That email belongs to a staff account. Please use another.',
} as const;

/** A session in the location's own clock (as fair-use messages name one). */
interface LocalSessionText {
  date: string;
  end: number;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Fair-use refusals (Step 17): the rule, the player's count against it, and when it frees. */
export const FairUseMessages = {
  upcoming: (at: {
    count: number;
    limit: number;
    location: string;
    asked: number;
    nextFrees: LocalSessionText | undefined;
  }) => {
    const holding = `You have ${at.count} of ${at.limit} upcoming ${plural(at.limit, 'booking', 'bookings')} at ${at.location}`;
    const adding =
      at.asked > 1
        ? `, and these ${at.asked} weekly sessions would make ${at.count + at.asked}`
        : '';
    const frees = at.nextFrees
      ? `; the next frees on ${formatWeekdayDate(at.nextFrees.date)} at ${formatTimeLabel(at.nextFrees.end)}.`
      : '.';
    return `${holding}${adding}${frees}`;
  },
  weeklyHours: (at: {
    bookedMinutes: number;
    limitHours: number;
    askedMinutes: number;
    location: string;
    weekStart: string;
  }) =>
    `You have ${formatDurationLabel(at.bookedMinutes)} of ${formatDurationLabel(at.limitHours * 60)} booked in the week of ${formatWeekdayDate(at.weekStart)} at ${at.location}; ${formatDurationLabel(at.askedMinutes)} more would pass it. The week's hours free again on ${formatWeekdayDate(addCalendarDays(at.weekStart, 7))}.`,
  daily: (at: { count: number; limit: number; location: string; date: string }) =>
    `You have ${at.count} of ${at.limit} ${plural(at.limit, 'booking', 'bookings')} on ${formatWeekdayDate(at.date)} at ${at.location}; please choose another day.`,
} as const;

/** Receipts of payments and refunds (decision 0052). */
export const ReceiptMessages = {
  numberInvalid: 'Please give a receipt number such as P-000123.',
  notFound: 'Receipt not found.',
  listed: 'Receipts fetched successfully.',
} as const;
