import {
  centsToDecimal,
  decimalToCents,
  formatCalendarDate,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  receiptNumberOf,
  type Booking,
  type Receipt,
  type ReceiptLine,
  type VenuePaymentMethod,
} from '@courtbook/shared';
import type { ClubRow, DeskSource, PaymentSource, RefundSource } from './receipts.repository';

/** What a receipt is made from: the row that moved the money, its series and its club. */
export type ReceiptFacts =
  | { kind: 'payment'; payment: PaymentSource }
  | {
      kind: 'desk';
      desk: DeskSource;
      sessionIds: number[];
      method: VenuePaymentMethod;
      takenBy: string | null;
    }
  | { kind: 'refund'; refund: RefundSource };

const cents = (amount: string) => decimalToCents(amount) ?? 0;

const courtOf = (b: Booking) =>
  b.court.name
    ? `Court ${b.court.court_number} (${b.court.name})`
    : `Court ${b.court.court_number}`;

/** "Mon, Dec 7, 2026 · Court 3 (Centre)" and "6:00 PM – 7:30 PM (1.5 hours)", at the session's fee. */
function sessionLine(b: Booking): ReceiptLine {
  const start = minutesOf(b.start_time);
  const end = minutesOf(b.end_time);
  return {
    description: `${formatCalendarDate(b.booking_date)} · ${courtOf(b)}`,
    detail: `${formatTimeLabel(start)} – ${formatTimeLabel(end)} (${formatDurationLabel(end - start)})`,
    amount: b.fee,
  };
}

/** The court fees, tax and card fee of these sessions, and what they come to. */
function amountsOf(sessions: Booking[]) {
  const sum = (pick: (b: Booking) => string) => sessions.reduce((t, b) => t + cents(pick(b)), 0);
  const fees = sum((b) => b.fee);
  const tax = sum((b) => b.tax);
  const cardFee = sum((b) => b.cc_fees);
  return {
    court_fees: centsToDecimal(fees),
    tax: centsToDecimal(tax),
    card_fee: centsToDecimal(cardFee),
    totalCents: fees + tax + cardFee,
  };
}

function clubLines(club: ClubRow): string[] {
  const place = [club.city, club.state].filter((part) => part.trim()).join(', ');
  return [club.address1, club.address2, club.address3, club.address4, place, club.country].filter(
    (line) => line.trim(),
  );
}

/** A receipt as the API answers it and the PDF prints it. */
export function receiptOf(facts: ReceiptFacts, series: Booking[], club: ClubRow): Receipt {
  const first = series[0];
  if (!first) throw new Error('a receipt belongs to at least one booking');
  const common = {
    booking_id: first.booking_id,
    currency: first.court.location.currency,
    club: { name: club.name, address: clubLines(club), phone: club.phone, email: club.email },
    player: { name: `${first.user.first_name} ${first.user.last_name}`, email: first.user.email },
    taken_by: null,
    reason: null,
  };
  switch (facts.kind) {
    case 'payment': {
      const { totalCents: _, ...amounts } = amountsOf(series);
      return {
        ...common,
        number: receiptNumberOf('payment', facts.payment.id),
        kind: 'payment',
        method: 'card_online',
        issued_at: facts.payment.createdAt.toISOString(),
        lines: series.map(sessionLine),
        ...amounts,
        total: centsToDecimal(facts.payment.amountCents),
      };
    }
    case 'desk': {
      const sessions = series.filter((b) => facts.sessionIds.includes(b.booking_id));
      const { totalCents, ...amounts } = amountsOf(sessions);
      return {
        ...common,
        number: receiptNumberOf('desk', facts.desk.firstBookingId),
        kind: 'desk',
        method: facts.method === 'cash' ? 'cash' : 'card_at_desk',
        issued_at: facts.desk.paidAt.toISOString(),
        lines: sessions.map(sessionLine),
        ...amounts,
        total: centsToDecimal(totalCents),
        taken_by: facts.takenBy,
      };
    }
    case 'refund': {
      const { refund } = facts;
      const session = series.find((b) => b.booking_id === refund.bookingId);
      return {
        ...common,
        number: receiptNumberOf('refund', refund.id),
        kind: 'refund',
        method: 'refund_to_card',
        issued_at: refund.updatedAt.toISOString(),
        lines: [
          {
            description: 'Refund to the card',
            detail: session
              ? `${sessionLine(session).description}: ${refund.reason}`
              : `Booking ${first.booking_id}: ${refund.reason}`,
            amount: centsToDecimal(refund.amountCents),
          },
        ],
        court_fees: null,
        tax: null,
        card_fee: null,
        total: centsToDecimal(refund.amountCents),
        reason: refund.reason,
      };
    }
  }
}
