import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments, processedWebhookEvents } from '../../db/schema';
import type { PaymentStatus } from '../../db/schema';

export type { PaymentStatus };

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

// The steps of settling a payment, each run in the transaction the service opens
// (settle-payment.service.ts).

/** Records a webhook event in the transaction that acts on it: false when it was seen before. */
export async function firstDelivery(
  tx: Database,
  event: WebhookEventRef | undefined,
): Promise<boolean> {
  if (!event) return true;
  const inserted = await tx
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type.slice(0, 64) })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return inserted.length > 0;
}

/** The payment of a provider intent, locked until the transaction ends. */
export const lockPayment = (tx: Database, intentId: string) =>
  tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, intentId))
    .for('update')
    .then((rows) => rows[0]);

export const isSettled = (status: PaymentStatus) => status === 'succeeded' || status === 'refunded';

export async function setPaymentStatus(tx: Database, paymentId: number, status: PaymentStatus) {
  await tx.update(payments).set({ status }).where(eq(payments.id, paymentId));
}

/**
 * Stamps a payment still marked refunded (its updated_at is when the money went back); answers
 * its series, or undefined when it is no longer refunded.
 */
export async function stampRefunded(tx: Database, intentId: string) {
  const [refunded] = await tx
    .update(payments)
    .set({ updatedAt: new Date() })
    .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, 'refunded')))
    .returning({ seriesId: payments.seriesId });
  return refunded?.seriesId;
}

/** A webhook event forgotten, so its next delivery is handled (the refund it caused failed). */
export async function forgetEvent(tx: Database, event?: WebhookEventRef) {
  if (event) {
    await tx.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
  }
}

/** A failed attempt: the booking stays pending until its hold lapses. */
export async function markPaymentFailed(tx: Database, intentId: string) {
  await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, 'requires_payment')));
}

/** The payments table: one row (one provider intent) per booking series. */
export function createPaymentsRepository(db: Database) {
  return {
    /** Every row of a series with what decides whether it can be paid; `through` a transaction. */
    seriesState(seriesId: string, through: Database = db) {
      return through
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
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
