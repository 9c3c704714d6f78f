import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';

/** The SQL of a staff refund: each runs in the transaction the refund gives it. */
export const refundsRepository = {
  /** Marks the series' succeeded payment refunded, under a lock; undefined when there is none. */
  async markRefunded(tx: Database, seriesId: string) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.seriesId, seriesId), eq(payments.status, 'succeeded')))
      .for('update');
    if (!payment) return undefined;
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    return payment;
  },

  /** Puts a payment marked refunded back to succeeded (the provider refused the refund). */
  async restoreSucceeded(tx: Database, paymentId: number) {
    await tx
      .update(payments)
      .set({ status: 'succeeded' })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunded')));
  },
};
