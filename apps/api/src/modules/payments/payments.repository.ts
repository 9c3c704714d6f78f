import { and, asc, eq, inArray, ne, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PgErrorCode, pgErrorCode } from '../../db/errors';
import { bookings, payments, processedWebhookEvents } from '../../db/schema';
import type { PaymentStatus } from '../../db/schema';
import { isGivenBack } from '../bookings';

export interface WebhookEventRef {
  id: string;
  type: string;
}

export type SettleOutcome =
  /** The webhook event was handled before: nothing to do. */
  | { kind: 'duplicate_event' }
  | { kind: 'not_found' }
  /**
   * The series cannot be confirmed: staff cancelled it, its player gave it back (released or
   * replaced it), or its court went to someone else after the hold lapsed. The payment must be
   * refunded.
   */
  | { kind: 'cannot_confirm' }
  /** `changed` is true only for the call that made the transition. */
  | { kind: 'settled'; status: PaymentStatus; seriesId: string; changed: boolean };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Records a webhook event in the transaction that acts on it: false when it was seen before. */
async function firstDelivery(tx: Tx, event: WebhookEventRef | undefined): Promise<boolean> {
  if (!event) return true;
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type.slice(0, 64) })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return inserted.length > 0;
}

const lockPayment = (tx: Tx, intentId: string) =>
  tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, intentId))
    .for('update')
    .then((rows) => rows[0]);

const isSettled = (status: PaymentStatus) => status === 'succeeded' || status === 'refunded';

/** The payments table: one row (one provider intent) per booking series. */
export function createPaymentsRepository(db: Database) {
  return {
    /** Every row of a series with what decides whether it can be paid. */
    seriesState(seriesId: string) {
      return db
        .select({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
        .from(bookings)
        .where(eq(bookings.seriesId, seriesId))
        .orderBy(asc(bookings.startsAt), asc(bookings.id));
    },

    async ofSeries(seriesId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.seriesId, seriesId));
      return row;
    },

    async byIntent(intentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, intentId));
      return row;
    },

    /** Stores the series' intent unless one is stored already; answers the stored row. */
    /** Forgets a series' unpaid intent made by another provider (after a switch of provider). */
    async forgetUnpaidFromOtherProvider(seriesId: string, provider: string) {
      await db
        .delete(payments)
        .where(
          and(
            eq(payments.seriesId, seriesId),
            ne(payments.provider, provider),
            inArray(payments.status, ['requires_payment', 'failed']),
          ),
        );
    },

    async claim(values: typeof payments.$inferInsert) {
      await db.insert(payments).values(values).onConflictDoNothing();
      const [row] = await db.select().from(payments).where(eq(payments.seriesId, values.seriesId));
      if (!row) throw new Error(`no payment row for series ${values.seriesId}`);
      return row;
    },

    /**
     * A succeeded payment confirms its series: the payment row is locked, so the return page and the
     * webhook racing make one transition. Lapsed holds come back only if the court is still free
     * (the exclusion constraint decides), holds given back never; otherwise the caller refunds.
     * The series' rows are locked too, so a release or a replacement at the same moment either
     * waits for the confirmation (and then finds the series paid) or comes first.
     */
    async confirmPaid(
      intentId: string,
      options: {
        event?: WebhookEventRef | undefined;
        /** Runs in the confirming transaction (e.g. queues the confirmation email). */
        inTransaction?: (tx: Database, seriesId: string) => Promise<unknown>;
      } = {},
    ): Promise<SettleOutcome> {
      const { event, inTransaction } = options;
      try {
        return await db.transaction(async (tx): Promise<SettleOutcome> => {
          if (!(await firstDelivery(tx, event))) return { kind: 'duplicate_event' };
          const payment = await lockPayment(tx, intentId);
          if (!payment) return { kind: 'not_found' };
          const { seriesId } = payment;
          if (isSettled(payment.status)) {
            return { kind: 'settled', status: payment.status, seriesId, changed: false };
          }
          const rows = await tx
            .select({
              id: bookings.id,
              status: bookings.status,
              holdExpiresAt: bookings.holdExpiresAt,
            })
            .from(bookings)
            .where(eq(bookings.seriesId, seriesId))
            .for('update');
          // Rolled back, so a webhook event is recorded by the refund that follows, not here.
          if (rows.some((r) => r.status === 'cancelled' || isGivenBack(r))) tx.rollback();
          await tx
            .update(bookings)
            .set({ status: 'confirmed', holdExpiresAt: null, paymentDue: 'online' })
            .where(
              and(
                eq(bookings.seriesId, seriesId),
                inArray(bookings.status, ['pending', 'expired']),
              ),
            );
          await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
          await inTransaction?.(tx, seriesId);
          return { kind: 'settled', status: 'succeeded', seriesId, changed: true };
        });
      } catch (error) {
        if (
          error instanceof TransactionRollbackError ||
          pgErrorCode(error) === PgErrorCode.ExclusionViolation
        ) {
          return { kind: 'cannot_confirm' };
        }
        throw error;
      }
    },

    /**
     * A payment that cannot confirm its series is marked refunded under the lock, so one caller
     * refunds it (after the commit: the provider is not called inside a transaction); the series
     * stays as it is (expired holds stay expired). `from` is what `undoRefund` restores.
     */
    markRefunded(
      intentId: string,
      event?: WebhookEventRef,
    ): Promise<SettleOutcome | { kind: 'refunding'; seriesId: string; from: PaymentStatus }> {
      return db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event))) return { kind: 'duplicate_event' as const };
        const payment = await lockPayment(tx, intentId);
        if (!payment) return { kind: 'not_found' as const };
        const { seriesId } = payment;
        if (isSettled(payment.status)) {
          return { kind: 'settled' as const, status: payment.status, seriesId, changed: false };
        }
        await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
        return { kind: 'refunding' as const, seriesId, from: payment.status };
      });
    },

    /**
     * The provider refunded what `markRefunded` marked: stamps the row (its updated_at is when the
     * money went back) and runs `inTransaction` (e.g. queues the email saying so) if it is still
     * refunded.
     */
    async recordRefunded(
      intentId: string,
      inTransaction: (tx: Database, seriesId: string) => Promise<unknown>,
    ) {
      await db.transaction(async (tx) => {
        const [refunded] = await tx
          .update(payments)
          .set({ updatedAt: new Date() })
          .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, 'refunded')))
          .returning({ seriesId: payments.seriesId });
        if (refunded) await inTransaction(tx, refunded.seriesId);
      });
    },

    /** The provider refused the refund: back as it was, so a retry (or the webhook's) redoes it. */
    async undoRefund(intentId: string, from: PaymentStatus, event?: WebhookEventRef) {
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: from })
          .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, 'refunded')));
        if (event) {
          await tx.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
        }
      });
    },

    /** A failed attempt (webhook): the booking stays pending until its hold lapses. */
    async markFailed(intentId: string, event: WebhookEventRef): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event))) return false;
        await tx
          .update(payments)
          .set({ status: 'failed' })
          .where(
            and(eq(payments.providerPaymentId, intentId), eq(payments.status, 'requires_payment')),
          );
        return true;
      });
    },

    /** Records a webhook event that needs no change; false when it was seen before. */
    recordEvent(event: WebhookEventRef): Promise<boolean> {
      return db.transaction((tx) => firstDelivery(tx, event));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
