import { randomBytes } from 'node:crypto';
import { cardDecline, cardProblem, type CardInput } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { createLocalIntentsRepository } from './local-intents.repository';
import { PaymentProviderError, type PaymentProvider, type RetrievedIntent } from './provider';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export type LocalCardOutcome =
  | { kind: 'not_found' }
  | { kind: 'invalid'; message: string }
  | { kind: 'declined'; message: string; intentId: string }
  | { kind: 'closed'; intentId: string }
  /** The payment flow refused the charge (`mayCharge`): its booking can no longer be paid. */
  | { kind: 'refused'; intentId: string }
  | { kind: 'succeeded'; intentId: string };

export interface LocalPaymentProvider extends PaymentProvider {
  kind: 'local';
  /**
   * The test card processor: checks the card, asks `mayCharge`, then charges the intent at most
   * once.
   */
  payWithCard(
    clientSecret: string,
    card: CardInput,
    options?: { mayCharge?: (intentId: string) => Promise<boolean>; now?: Date },
  ): Promise<LocalCardOutcome>;
}

/** A payment provider inside the API, for offline use: its intents live in the database. */
export function createLocalProvider(db: Database): LocalPaymentProvider {
  const intents = createLocalIntentsRepository(db);
  return {
    kind: 'local',
    publishableKey: null,

    async createIntent({ amountCents, currency, idempotencyKey, metadata }) {
      const id = `pi_local_${token(12)}`;
      const intent = await intents.insertOnce({
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        idempotencyKey,
        amountCents,
        currency,
        status: 'requires_payment_method',
        metadata,
      });
      return { id: intent.id, clientSecret: intent.clientSecret, status: intent.status };
    },

    async retrieveIntent(id): Promise<RetrievedIntent | undefined> {
      const intent = await intents.findById(id);
      if (!intent) return undefined;
      return {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amountCents,
        currency: intent.currency,
        metadata: intent.metadata,
      };
    },

    async refund(intentId, { amountCents }) {
      // Like Stripe, it refuses to give back more than the charge has left.
      if (!(await intents.refund(intentId, amountCents))) {
        throw new PaymentProviderError(
          'refund a payment',
          new Error(`intent ${intentId} has less than ${amountCents} cents left to refund`),
        );
      }
      return { id: `re_local_${token(12)}`, status: 'succeeded' };
    },

    async payWithCard(clientSecret, card, { mayCharge, now = new Date() } = {}) {
      const intent = await intents.findByClientSecret(clientSecret);
      if (!intent) return { kind: 'not_found' };
      const problem = cardProblem(card, now);
      if (problem) return { kind: 'invalid', message: problem };
      if (intent.status === 'succeeded') return { kind: 'succeeded', intentId: intent.id };
      if (intent.status === 'refunded') return { kind: 'closed', intentId: intent.id };
      if (mayCharge && !(await mayCharge(intent.id))) {
        return { kind: 'refused', intentId: intent.id };
      }

      const declined = cardDecline(card.card_number);
      if (!(await intents.settle(intent.id, declined))) {
        const settled = await this.retrieveIntent(intent.id);
        return settled?.status === 'succeeded'
          ? { kind: 'succeeded', intentId: intent.id }
          : { kind: 'closed', intentId: intent.id };
      }
      if (declined) return { kind: 'declined', message: declined, intentId: intent.id };
      return { kind: 'succeeded', intentId: intent.id };
    },
  };
}
