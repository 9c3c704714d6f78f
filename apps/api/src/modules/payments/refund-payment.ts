import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';
import type { CardRefunds, PendingRefund, RefundStart } from '../bookings';
import { refundsRepository } from './refunds.repository';

/**
 * The steps of a staff refund of a series' card payment, whole or part, for the booking desk to
 * run in its own transactions (booking-refund.ts): the refund is written pending and counted in the
 * payment under its lock, so two refunds can never pass what was paid; the provider is called after
 * that commit (never inside a transaction); then its answer is recorded: succeeded with the audit
 * row, or failed and no longer counted, so staff can try again.
 */
export function createCardRefunds(provider: PaymentProvider): CardRefunds {
  return {
    async start(tx, order): Promise<RefundStart> {
      const payment = await refundsRepository.lockPaidPayment(tx, order.seriesId);
      if (!payment) return { kind: 'no_payment' };
      const leftCents = payment.amountCents - payment.refundedCents;
      const asked = order.amountCents === 'all_left' ? leftCents : order.amountCents;
      const amountCents =
        order.amountCents === 'all_left' || order.upToLeft ? Math.min(asked, leftCents) : asked;
      if (amountCents <= 0 || amountCents > leftCents) return { kind: 'over', leftCents };
      const refundId = await refundsRepository.insertPending(tx, {
        paymentId: payment.id,
        seriesId: order.seriesId,
        bookingId: order.bookingId,
        amountCents,
        reason: order.reason,
        createdById: order.actorUserId,
      });
      const pending: PendingRefund = {
        refundId,
        paymentId: payment.id,
        seriesId: order.seriesId,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        amountCents,
        reason: order.reason,
        actorUserId: order.actorUserId,
      };
      return { kind: 'started', refund: pending };
    },

    issue: (refund) =>
      provider
        .refund(refund.providerPaymentId, {
          amountCents: refund.amountCents,
          // One refund row is one refund at the provider, however often a retry asks.
          idempotencyKey: `refund-${refund.refundId}`,
        })
        .then((answer) => answer.id),

    fail: (tx, refund) => refundsRepository.markFailed(tx, refund),

    async record(tx: Database, refund, providerRefundId) {
      await refundsRepository.markSucceeded(tx, refund.refundId, providerRefundId);
      await recordAudit(tx, refund.actorUserId, 'payment.refund', refund.paymentId, {
        series_id: refund.seriesId,
        refund_id: refund.refundId,
        provider: refund.provider,
        provider_payment_id: refund.providerPaymentId,
        amount_cents: refund.amountCents,
        reason: refund.reason,
      });
    },
  };
}
