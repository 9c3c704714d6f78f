import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';
import type { CardRefunds, MarkedRefund } from '../bookings';
import { refundsRepository } from './refunds.repository';

/**
 * The steps of staff's refund of a series' succeeded card payment (when they cancel it), for the
 * booking desk to run in its own transactions (booking-status.service.ts): the row is marked
 * refunded under a lock, so one request refunds; the provider is called after that commit (never
 * inside a transaction); then the answer is recorded: the audit row when it refunded, the row put
 * back when it refused, so staff can try again.
 */
export function createCardRefunds(provider: PaymentProvider): CardRefunds {
  return {
    async mark(tx: Database, seriesId: string): Promise<MarkedRefund | undefined> {
      const payment = await refundsRepository.markRefunded(tx, seriesId);
      return payment && { ...payment, paymentId: payment.id };
    },

    issue: (marked) => provider.refund(marked.providerPaymentId).then(() => undefined),

    restore: (tx, marked) => refundsRepository.restoreSucceeded(tx, marked.paymentId),

    record: (tx, marked, actorUserId) =>
      recordAudit(tx, actorUserId, 'payment.refund', marked.paymentId, {
        series_id: marked.seriesId,
        provider: marked.provider,
        provider_payment_id: marked.providerPaymentId,
        amount_cents: marked.amountCents,
      }),
  };
}
