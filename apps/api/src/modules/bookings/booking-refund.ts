import type { Database } from '../../db/client';
import type { MailAttachment } from '../../lib/email/mailer';

/** A refund staff ask for: how much of the series' card payment, why, and whose share. */
export interface RefundOrder {
  seriesId: string;
  /** How much, or all that is left of the payment. */
  amountCents: number | 'all_left';
  /** Refund what is left when that is less (a cancel's share); otherwise asking more is refused. */
  upToLeft?: boolean;
  reason: string;
  /** The session whose share it is (a session cancelled); null for the series. */
  bookingId: number | null;
  actorUserId: number;
}

/** A refund written pending and counted in its payment, not yet made by the provider. */
export interface PendingRefund {
  refundId: number;
  paymentId: number;
  seriesId: string;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  reason: string;
  actorUserId: number;
}

export type RefundStart =
  | { kind: 'started'; refund: PendingRefund }
  /** No card payment went through for the series. */
  | { kind: 'no_payment' }
  /** More than is left, or nothing is. */
  | { kind: 'over'; leftCents: number };

/**
 * What a refund's email asks of receipts: the refund's receipt as a PDF attachment, read through
 * `tx` (the transaction that records it made). Provided by the receipts module through the
 * composition root.
 */
export interface RefundReceipts {
  attachment(tx: Database, source: { kind: 'refund'; id: number }): Promise<MailAttachment>;
}

/**
 * What the booking desk asks of the payments feature to refund, each step in the transaction this
 * module gives it (the provider's call in none). The desk names what it needs; payments (which may
 * import bookings) provides it, handed in by the composition root.
 */
export interface CardRefunds {
  /** Writes the refund pending under the payment's lock, counted in what is refunded. */
  start(tx: Database, order: RefundOrder): Promise<RefundStart>;
  /** Asks the provider to make it; answers the provider's refund id (throws when refused). */
  issue(refund: PendingRefund): Promise<string>;
  /** The provider refused: failed, and no longer counted, so staff can try again. */
  fail(tx: Database, refund: PendingRefund): Promise<void>;
  /** The provider refunded: succeeded, and the audit row. */
  record(tx: Database, refund: PendingRefund, providerRefundId: string): Promise<void>;
}

/**
 * The second half of a refund, after the commit that started it: the provider asked (outside any
 * transaction), then its answer recorded in one more transaction, where `report` queues the email
 * about the outcome. A refusal is recorded and then thrown (the provider's error, 503).
 */
export async function finishRefund(
  db: Database,
  refunds: CardRefunds,
  refund: PendingRefund,
  report: (tx: Database, refunded: boolean) => Promise<void>,
): Promise<void> {
  let providerRefundId: string;
  try {
    providerRefundId = await refunds.issue(refund);
  } catch (error) {
    await db.transaction(async (tx) => {
      await refunds.fail(tx, refund);
      await report(tx, false);
    });
    throw error;
  }
  await db.transaction(async (tx) => {
    await refunds.record(tx, refund, providerRefundId);
    await report(tx, true);
  });
}
