import {
  centsToDecimal,
  minutesOf,
  priceLineOf,
  timeOf,
  type Booking,
  type BookedLocation,
  type BookingRefund,
} from '@courtbook/shared';
import type { BookingRow, RefundColumns } from './booking-queries.repository';
import { shownStatus } from './booking-shown-status';
import { locationCardFields } from '../../lib/location-card';

type LocationColumns = BookingRow['location'];

const toLocationSummary = (location: LocationColumns) => ({
  ...locationCardFields(location),
  currency: location.currency,
});

/** Both drivers give a `time` as "HH:mm:ss" (midnight at the end of the day as "24:00:00"). */
const clock = (time: string) => timeOf(minutesOf(time));

const toBookingRefund = (refund: RefundColumns): BookingRefund => ({
  amount: centsToDecimal(refund.amount_cents),
  reason: refund.reason,
  refunded_at: new Date(refund.refunded_at).toISOString(),
  status: refund.status,
});

/** A booking row with its joins, as the API shows it (SPEC.md section 3, DESIGN.md section 5). */
export function toBooking(row: BookingRow, now: Date): Booking {
  const b = row.booking;
  const status = shownStatus(b, now);
  const payment = row.payment;
  // A refunded card payment was still paid by card: the player is told it went back, not that
  // they never paid.
  const paidByCard = payment?.status === 'succeeded' || payment?.status === 'refunded';
  const paymentMethod =
    payment?.status === 'succeeded'
      ? 'card'
      : b.status === 'confirmed' && b.paymentDue === 'venue'
        ? 'venue'
        : paidByCard
          ? 'card'
          : null;
  const refunds = row.refunds.map(toBookingRefund);
  const refundedCents = row.refunds.reduce((sum, r) => sum + r.amount_cents, 0);
  const onAmount = centsToDecimal(b.onAmountCents);
  return {
    booking_id: b.id,
    series_id: b.seriesId,
    booking_date: b.bookingDate,
    start_time: clock(b.startTime),
    end_time: clock(b.endTime),
    duration_time: timeOf(minutesOf(b.endTime) - minutesOf(b.startTime)),
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    court_id: b.courtId,
    court: {
      court_id: b.courtId,
      court_number: row.courtNumber,
      name: row.courtName,
      sport: row.sport,
      location: toLocationSummary(row.location),
    },
    location: b.locationId,
    locationId: b.locationId,
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      phone: row.user.phone,
      email: row.user.email,
    },
    status,
    hold_expires_at: status === 'pending' && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    book_for_four_weeks: b.bookForFourWeeks ? 'True' : 'False',
    session_dates: row.sessionDates ? row.sessionDates.split(',') : [b.bookingDate],
    fee: centsToDecimal(b.sessionFeeCents),
    price_lines: b.feeLines.map(priceLineOf),
    tax: centsToDecimal(b.sessionTaxCents),
    cc_fees: centsToDecimal(b.sessionCardFeeCents),
    session_amount: centsToDecimal(b.sessionFeeCents + b.sessionTaxCents + b.sessionCardFeeCents),
    total_price: centsToDecimal(b.totalPriceCents),
    full_tax: centsToDecimal(b.fullTaxCents),
    full_cc_fees: centsToDecimal(b.fullCardFeeCents),
    on_amount: onAmount,
    summary: onAmount,
    payment_method: paymentMethod,
    refund_amount: refundedCents > 0 ? centsToDecimal(refundedCents) : null,
    refunded_at: refunds.at(-1)?.refunded_at ?? null,
    series_sessions: row.seriesSessions,
    refunds,
    // Pending refunds count too: they are on their way back.
    refundable_amount: centsToDecimal(
      paidByCard && payment ? payment.amountCents - payment.refundedCents : 0,
    ),
    venue_paid:
      b.venuePaidAt && b.venuePaidMethod
        ? {
            method: b.venuePaidMethod,
            paid_at: b.venuePaidAt.toISOString(),
            taken_by: row.venuePaidBy,
          }
        : null,
    calendar_sequence: b.calendarSequence,
    created_at: b.createdAt.toISOString(),
  };
}

export const toBookedLocation = (row: {
  location: LocationColumns;
  bookingsCount: number;
}): BookedLocation => ({ ...toLocationSummary(row.location), bookings_count: row.bookingsCount });
