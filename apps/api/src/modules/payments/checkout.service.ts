import { centsToDecimal, PaymentMessages, type CheckoutSession } from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from '../../lib/payments/provider';
import type { StaffActor } from '../../lib/staff-scope';
import { type BookingQueriesRepository, isGivenBack, viewerOf } from '../bookings';
import type { PaymentsRepository } from './payments.repository';

export interface CheckoutServiceOptions {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  queries: BookingQueriesRepository;
  now?: () => Date;
}

/** POST /create-checkout-session/: one provider intent per series, for the amount the server set. */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { provider, payments, queries, now = () => new Date() } = options;

  return async function createCheckout(
    actor: StaffActor,
    bookingId: number,
  ): Promise<CheckoutSession> {
    const row = await queries.findVisible(bookingId, viewerOf(actor));
    if (!row) throw AppError.notFound(PaymentMessages.bookingNotFound);
    const { booking, location } = row;
    const seriesId = booking.seriesId;

    const paid = await payments.ofSeries(seriesId);
    if (paid && paid.provider !== provider.kind && paid.status !== 'succeeded') {
      await payments.forgetUnpaidFromOtherProvider(seriesId, provider.kind);
    }
    if (paid?.status === 'succeeded') throw AppError.conflict(PaymentMessages.alreadyPaid);
    if (paid?.status === 'refunded') throw AppError.conflict(PaymentMessages.notPayable);
    const rows = await payments.seriesState(seriesId);
    const at = now();
    if (rows.some((r) => r.status === 'confirmed' || r.status === 'cancelled')) {
      throw AppError.conflict(PaymentMessages.notPayable);
    }
    if (rows.some(isGivenBack)) throw AppError.conflict(PaymentMessages.givenBack);
    const holdLive = (r: (typeof rows)[number]) =>
      r.status === 'pending' && r.holdExpiresAt !== null && r.holdExpiresAt > at;
    if (!rows.every(holdLive)) throw AppError.conflict(PaymentMessages.holdExpired);

    // Every row of a series carries the series' totals: on_amount is what is charged.
    const amountCents = booking.onAmountCents;
    const currency = location.currency.toLowerCase();
    // The same key gives the same intent, so concurrent calls agree on one intent.
    const intent = await provider.createIntent({
      amountCents,
      currency,
      idempotencyKey: `checkout-${seriesId}`,
      metadata: {
        series_id: seriesId,
        booking_ids: rows.map((r) => r.id).join(','),
        user_id: String(booking.userId),
      },
    });
    const stored = await payments.claim({
      seriesId,
      userId: booking.userId,
      provider: provider.kind,
      providerPaymentId: intent.id,
      amountCents,
      currency,
      status: 'requires_payment',
    });
    if (stored.providerPaymentId !== intent.id) {
      throw new Error(
        `series ${seriesId} has intent ${stored.providerPaymentId}, not ${intent.id}`,
      );
    }
    return {
      provider: provider.kind,
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
      booking_id: bookingId,
      amount: centsToDecimal(amountCents),
      currency,
      hold_expires_at: rows[0]?.holdExpiresAt?.toISOString() ?? null,
    };
  };
}

/**
 * Whether a series' intent may still be charged (the local card form asks before charging): not
 * once its player gave the booking back. A charge that got in first is refunded when it settles.
 */
export function createChargeCheck(payments: PaymentsRepository) {
  return async function mayCharge(intentId: string): Promise<boolean> {
    const payment = await payments.byIntent(intentId);
    if (!payment) return true;
    return !(await payments.seriesState(payment.seriesId)).some(isGivenBack);
  };
}
