import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../lib/payments/provider';

/**
 * Staff's refund of a series' succeeded card payment (when they cancel it). The row is marked
 * refunded and audited under a lock, so one request refunds; the provider is called after the
 * commit, and a refusal puts the row back so staff can try again.
 */
export function createPaymentRefunder(options: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = options;

  return async function refundSeries(seriesId: string, actorUserId: number): Promise<boolean> {
    const marked = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.seriesId, seriesId), eq(payments.status, 'succeeded')))
        .for('update');
      if (!payment) return undefined;
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
      await recordAudit(tx, {
        actorUserId,
        action: 'payment.refund',
        entity: 'payment',
        entityId: payment.id,
        details: {
          series_id: seriesId,
          provider: payment.provider,
          provider_payment_id: payment.providerPaymentId,
          amount_cents: payment.amountCents,
        },
      });
      return payment;
    });
    if (!marked) return false;
    try {
      await provider.refund(marked.providerPaymentId);
    } catch (error) {
      await db
        .update(payments)
        .set({ status: 'succeeded' })
        .where(and(eq(payments.id, marked.id), eq(payments.status, 'refunded')));
      throw error;
    }
    return true;
  };
}
export type RefundSeries = ReturnType<typeof createPaymentRefunder>;
