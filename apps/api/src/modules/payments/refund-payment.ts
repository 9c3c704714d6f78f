import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';
import type { RefundSeriesOptions } from '../bookings';
import { refundsRepository } from './refunds.repository';

/**
 * Staff's refund of a series' succeeded card payment (when they cancel it). The row is marked
 * refunded under a lock, so one request refunds; the provider is called after that commit (never
 * inside a transaction), then its answer is recorded: the audit row when it refunded, the row put
 * back when it refused, so staff can try again.
 */
export function createPaymentRefunder(options: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = options;

  return async function refundSeries({
    seriesId,
    actorUserId,
    onOutcome,
  }: RefundSeriesOptions): Promise<boolean> {
    const marked = await db.transaction(async (tx) => {
      const payment = await refundsRepository.markRefunded(tx, seriesId);
      if (!payment) await onOutcome?.(tx, false);
      return payment;
    });
    if (!marked) return false;
    try {
      await provider.refund(marked.providerPaymentId);
    } catch (error) {
      await db.transaction(async (tx) => {
        await refundsRepository.restoreSucceeded(tx, marked.id);
        await onOutcome?.(tx, false);
      });
      throw error;
    }
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorUserId,
        action: 'payment.refund',
        entity: 'payment',
        entityId: marked.id,
        details: {
          series_id: seriesId,
          provider: marked.provider,
          provider_payment_id: marked.providerPaymentId,
          amount_cents: marked.amountCents,
        },
      });
      await onOutcome?.(tx, true);
    });
    return true;
  };
}
export type RefundSeries = ReturnType<typeof createPaymentRefunder>;
