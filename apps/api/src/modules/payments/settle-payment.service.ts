import { centsToDecimal, PaymentMessages, type VerifiedPayment } from '@courtbook/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isRolledBack, PgErrorCode, pgErrorCode } from '../../db/errors';
import { withAttachments, type MailSender } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from '../../lib/payments/provider';
import type { StaffActor } from '../../lib/staff-scope';
import {
  bookingLifecycle,
  type BookingQueriesRepository,
  type BookingsService,
  type SendConfirmation,
  viewerOf,
} from '../bookings';
import type { ReceiptsService } from '../receipts';
import { paymentRefundedEmail } from './payment-email';
import { refundReasonOf, refundReasonTexts } from './refund-reason';
import { refundsRepository, type RefundRows } from './refunds.repository';
import {
  firstDelivery,
  forgetEvent,
  isSettled,
  lockPayment,
  markPaymentFailed,
  setPaymentStatus,
  stampRefunded,
  type PaymentStatus,
  type PaymentsRepository,
  type SettleOutcome,
  type WebhookEventRef,
} from './payments.repository';

type Payment = NonNullable<Awaited<ReturnType<PaymentsRepository['byIntent']>>>;

export interface SettlePaymentOptions {
  db: Database;
  provider: PaymentProvider;
  payments: PaymentsRepository;
  queries: BookingQueriesRepository;
  bookings: BookingsService;
  sendConfirmation: SendConfirmation;
  /** The outbox: each email is queued through the transaction that makes the change it reports. */
  sendMail: MailSender['send'];
  /** The card payment's receipt, attached to the confirmation; a refund's, to its email. */
  receipts: Pick<ReceiptsService, 'attachment'>;
  log: FastifyBaseLogger;
}

/**
 * Turns a payment the provider reports as succeeded into a confirmed series, once: the return page
 * (POST /payment-success/) and the webhook both come here. A payment for a series staff cancelled
 * or its player gave back, or a late one whose court was taken, is refunded instead, and the player
 * told why by email.
 */
export function createSettlePayment(options: SettlePaymentOptions) {
  const { db, provider, payments, queries, bookings, sendConfirmation, sendMail, receipts, log } =
    options;

  /**
   * The payment of the intent, locked, if it is still to settle and the webhook event (if any) is
   * new; otherwise the outcome to answer.
   */
  async function lockUnsettled(tx: Database, intentId: string, event?: WebhookEventRef) {
    if (!(await firstDelivery(tx, event))) return { kind: 'duplicate_event' } as const;
    const payment = await lockPayment(tx, intentId);
    if (!payment) return { kind: 'not_found' } as const;
    if (isSettled(payment.status)) {
      const { status, seriesId } = payment;
      return { kind: 'settled', status, seriesId, changed: false } as const;
    }
    return payment;
  }

  /**
   * A succeeded payment confirms its series: the payment row is locked, so the return page and the
   * webhook racing make one transition, and the confirmation email is queued in it. Lapsed holds
   * come back only if the court is still free (the exclusion constraint decides), holds given back
   * never (`cannot_confirm`: the caller refunds).
   */
  async function confirmPaid(intentId: string, event?: WebhookEventRef): Promise<SettleOutcome> {
    try {
      return await db.transaction(async (tx): Promise<SettleOutcome> => {
        const payment = await lockUnsettled(tx, intentId, event);
        if ('kind' in payment) return payment;
        const { seriesId } = payment;
        // Rolled back, so a webhook event is recorded by the refund that follows, not here.
        if ((await bookingLifecycle.confirmPaid(tx, seriesId)) === 'cannot_confirm') tx.rollback();
        await setPaymentStatus(tx, payment.id, 'succeeded');
        const receipt = await receipts.attachment(tx, { kind: 'payment', id: payment.id });
        await sendConfirmation(seriesId, { db: tx, attachments: [receipt] });
        return { kind: 'settled', status: 'succeeded', seriesId, changed: true };
      });
    } catch (error) {
      if (isRolledBack(error) || pgErrorCode(error) === PgErrorCode.ExclusionViolation) {
        return { kind: 'cannot_confirm' };
      }
      throw error;
    }
  }

  /**
   * A payment that cannot confirm its series is marked refunded under the lock, so one caller
   * refunds it (after the commit: the provider is not called inside a transaction); the series
   * stays as it is (expired holds stay expired). `from` is what an undo restores.
   */
  const markRefunding = (intentId: string, event?: WebhookEventRef) =>
    db.transaction(
      async (
        tx,
      ): Promise<
        | SettleOutcome
        | { kind: 'refunding'; seriesId: string; from: PaymentStatus; refund: RefundRows }
      > => {
        const payment = await lockUnsettled(tx, intentId, event);
        if ('kind' in payment) return payment;
        // Refunded whole, counted as one refund (the receipt and the booking show it).
        const reason = refundReasonOf(await payments.seriesState(payment.seriesId, tx));
        const refundId = await refundsRepository.insertPending(tx, {
          paymentId: payment.id,
          seriesId: payment.seriesId,
          bookingId: null,
          amountCents: payment.amountCents,
          reason: refundReasonTexts[reason],
          createdById: null,
        });
        return {
          kind: 'refunding',
          seriesId: payment.seriesId,
          from: payment.status,
          refund: { refundId, paymentId: payment.id, amountCents: payment.amountCents },
        };
      },
    );

  /**
   * Only the caller that marked the payment refunded asks the provider to refund it; the email is
   * queued in the transaction that records the provider's answer.
   */
  async function refundLate(payment: Payment, event?: WebhookEventRef): Promise<SettleOutcome> {
    const intentId = payment.providerPaymentId;
    const marked = await markRefunding(intentId, event);
    if (marked.kind !== 'refunding') return marked;
    let providerRefundId: string;
    try {
      ({ id: providerRefundId } = await provider.refund(intentId, {
        amountCents: marked.refund.amountCents,
        idempotencyKey: `refund-${marked.refund.refundId}`,
      }));
    } catch (error) {
      await db.transaction(async (tx) => {
        await refundsRepository.markFailed(tx, marked.refund, marked.from);
        await forgetEvent(tx, event);
      });
      throw error;
    }
    const reason = refundReasonOf(await payments.seriesState(marked.seriesId));
    // The email goes only if the payment is still refunded, in the transaction that stamps it.
    await db.transaction(async (tx) => {
      await refundsRepository.markSucceeded(tx, marked.refund.refundId, providerRefundId);
      const seriesId = await stampRefunded(tx, intentId);
      if (seriesId === undefined) return;
      const series = await bookings.series(seriesId, { db: tx });
      log.warn(
        { intentId, seriesId, reason, statuses: series.map((b) => b.status) },
        'payment refunded: its booking was cancelled, given back or its court taken',
      );
      const receipt = await receipts.attachment(tx, { kind: 'refund', id: marked.refund.refundId });
      await sendMail(
        withAttachments(paymentRefundedEmail(series, payment.amountCents, reason), [receipt]),
        { db: tx },
      );
    });
    return { kind: 'settled', status: 'refunded', seriesId: marked.seriesId, changed: true };
  }

  /** Undefined when the provider does not report the expected money as arrived. */
  async function settle(intentId: string, event?: WebhookEventRef) {
    const payment = await payments.byIntent(intentId);
    if (!payment) return undefined;
    if (payment.status === 'succeeded' || payment.status === 'refunded') {
      if (event) await db.transaction((tx) => firstDelivery(tx, event));
      return { status: payment.status, changed: false, payment };
    }
    const intent = await provider.retrieveIntent(intentId);
    if (!intent || intent.status !== 'succeeded') return undefined;
    if (intent.amountCents !== payment.amountCents || intent.currency !== payment.currency) {
      log.error(
        { intentId, expected: [payment.amountCents, payment.currency] },
        'payment intent amount does not match the booking',
      );
      return undefined;
    }

    let outcome = await confirmPaid(intentId, event);
    if (outcome.kind === 'cannot_confirm') outcome = await refundLate(payment, event);
    if (outcome.kind !== 'settled') return undefined;
    return { status: outcome.status, changed: outcome.changed, payment };
  }

  return {
    settle,

    /** The provider reports the payment failed (once per event). */
    fail: (intentId: string, event: WebhookEventRef) =>
      db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event))) return false;
        await markPaymentFailed(tx, intentId);
        return true;
      }),

    /** POST /payment-success/: for the series' player or staff in scope. */
    async verify(actor: StaffActor, intentId: string): Promise<VerifiedPayment> {
      const payment = await payments.byIntent(intentId);
      const first = payment ? (await payments.seriesState(payment.seriesId))[0] : undefined;
      const visible = first ? await queries.findVisible(first.id, viewerOf(actor)) : undefined;
      if (!payment || !visible) throw AppError.notFound(PaymentMessages.intentNotFound);

      const settled = await settle(intentId);
      if (!settled) throw AppError.paymentRequired(PaymentMessages.failed);
      const refunded = settled.status === 'refunded';
      return {
        status: refunded ? 'refunded' : 'succeeded',
        amount: centsToDecimal(payment.amountCents),
        bookings: await bookings.series(payment.seriesId),
        refund_reason: refunded
          ? refundReasonOf(await payments.seriesState(payment.seriesId))
          : null,
      };
    },
  };
}
export type SettlePayment = ReturnType<typeof createSettlePayment>;
