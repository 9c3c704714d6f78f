import type { ReactNode } from 'react';
import type { Booking } from '@courtbook/shared';
import { Fact, FactsCard } from './facts';
import { paymentMethodLabel, refundText } from './format';
import { formatMoney } from '../../../lib/format-money';

/** DESIGN.md section 5: one session's fee, the totals over the series, and what is charged. */
export function BookingAmounts({
  booking,
  payment,
}: {
  booking: Booking;
  /** Staff's view of the payment (e.g. "Card · Refunded"), instead of the payment method. */
  payment?: ReactNode;
}) {
  const sessions = booking.session_dates.length;
  const weekly = sessions > 1;
  const refund = refundText(booking);
  return (
    <FactsCard title="Payment">
      <Fact label={weekly ? 'Court fee (each session)' : 'Court fee'}>
        {formatMoney(booking.fee)}
      </Fact>
      {weekly ? <Fact label="Sessions">{sessions}</Fact> : null}
      <Fact label="Total">{formatMoney(booking.total_price)}</Fact>
      <Fact label="Tax">{formatMoney(booking.full_tax)}</Fact>
      <Fact label="Card fee">{formatMoney(booking.full_cc_fees)}</Fact>
      <Fact label="Summary" strong>
        {formatMoney(booking.summary)}
      </Fact>
      <Fact label="Payment method">{payment ?? paymentMethodLabel(booking.payment_method)}</Fact>
      {refund ? <Fact label="Refunded to the card">{refund}</Fact> : null}
    </FactsCard>
  );
}
