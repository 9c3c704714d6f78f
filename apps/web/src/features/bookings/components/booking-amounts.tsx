import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { Fact, FactsCard } from './description-list';
import { paymentMethodLabel, refundText } from './format';
import { formatMoney } from '../../../lib/format-money';

/** The grand total's line, named for what it is: charged to the card, or still to pay. */
function totalLabel(booking: Booking): string {
  if (booking.payment_method === 'card') return 'Total charged';
  if (booking.status === 'cancelled' || booking.status === 'expired') return 'Total';
  if (booking.payment_method === 'venue') return 'Total to pay at the club';
  return 'Total to pay';
}

/**
 * The amounts as a receipt names them (DESIGN.md section 5): the court fee (each session's, then
 * the series'), tax, card fee (none when paid at the club) and the total.
 */
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
  return (
    <FactsCard title="Payment">
      {weekly ? <Fact label="Court fee (each session)">{formatMoney(booking.fee)}</Fact> : null}
      <Fact label={weekly ? `Court fee (${sessions} sessions)` : 'Court fee'}>
        {formatMoney(booking.total_price)}
      </Fact>
      <Fact label="Tax">{formatMoney(booking.full_tax)}</Fact>
      {booking.payment_method === 'venue' ? null : (
        <Fact label="Card fee">{formatMoney(booking.full_cc_fees)}</Fact>
      )}
      <Fact label={totalLabel(booking)} strong>
        {formatMoney(booking.on_amount)}
      </Fact>
      <Fact label="Payment method">{payment ?? paymentMethodLabel(booking.payment_method)}</Fact>
      {booking.refunds.length > 0 ? (
        // Each refund (whole or part) with the reason the player was given.
        <Fact label="Refunded to the card">
          {booking.refunds.map((refund, index) => (
            <span key={`${refund.refunded_at}-${index}`} style={{ display: 'block' }}>
              {refundText(booking, refund)}
              <Text component="span" size="xs" c="dimmed" display="block">
                {refund.reason}
              </Text>
            </span>
          ))}
        </Fact>
      ) : null}
    </FactsCard>
  );
}
