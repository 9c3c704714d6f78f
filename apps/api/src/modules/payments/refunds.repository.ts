import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds, type PaymentStatus } from '../../db/schema';

// The SQL of a refund, whole or part: each runs in the transaction the refund gives it
// (refund-payment.ts). A refund counts in `payments.refunded_cents` from the moment it is written
// pending, under the payment's lock, so two refunds at once can never pass what was paid.

/** What a refund's rows need to know of it. */
export interface RefundRows {
  refundId: number;
  paymentId: number;
  amountCents: number;
}

/** Raised, or lowered back: the payment is `refunded` exactly while all of it is. */
const refundedBy = (cents: number) => {
  const refunded = sql`${payments.refundedCents} + ${cents}`;
  return {
    refundedCents: refunded,
    status: sql`case when ${refunded} = ${payments.amountCents} then 'refunded' else 'succeeded' end`,
  };
};

export const refundsRepository = {
  /** The series' card payment that went through (refunded in part or whole or not), locked. */
  lockPaidPayment: (tx: Database, seriesId: string) =>
    tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.seriesId, seriesId), inArray(payments.status, ['succeeded', 'refunded'])),
      )
      .for('update')
      .then((rows) => rows[0]),

  /** A refund written pending, already counted in its payment's `refunded_cents`. */
  async insertPending(
    tx: Database,
    values: Omit<typeof refunds.$inferInsert, 'status' | 'providerRefundId'>,
  ): Promise<number> {
    const [row] = await tx
      .insert(refunds)
      .values({ ...values, status: 'pending' })
      .returning({ id: refunds.id });
    if (!row) throw new Error('refund not inserted');
    await tx
      .update(payments)
      .set(refundedBy(values.amountCents))
      .where(eq(payments.id, values.paymentId));
    return row.id;
  },

  /** The provider refunded it. */
  async markSucceeded(tx: Database, refundId: number, providerRefundId: string) {
    await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  },

  /**
   * The provider refused it: failed, and no longer counted, so staff can try again. The payment is
   * `succeeded` again, or `from` when given (a late payment refunded whole was not settled before).
   */
  async markFailed(tx: Database, refund: RefundRows, from?: PaymentStatus) {
    const failed = await tx
      .update(refunds)
      .set({ status: 'failed' })
      .where(and(eq(refunds.id, refund.refundId), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (failed.length === 0) return;
    await tx
      .update(payments)
      .set({ ...refundedBy(-refund.amountCents), ...(from ? { status: from } : {}) })
      .where(eq(payments.id, refund.paymentId));
  },
};
