import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another Stripe API address (tests run a local fake of it); Stripe's own when absent. */
  apiBase?: string | undefined;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The payment intent the event is about, when it is about one. */
  intentId: string | undefined;
}

export interface StripePaymentProvider extends PaymentProvider {
  kind: 'stripe';
  /** Checks the signature on the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent;
}

function addressOf(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  } as const;
}

/** Runs a Stripe call; its failures become PaymentProviderError (503), not the caller's fault. */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PaymentProviderError(operation, error);
  }
}

/** Card payments through Stripe PaymentIntents; the client pays with Stripe Elements. */
export function createStripeProvider(settings: StripeSettings): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountCents, currency, idempotencyKey, metadata }) {
      const intent = await call('create a payment intent', () =>
        stripe.paymentIntents.create(
          { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new Error(`Stripe gave intent ${intent.id} no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
    },

    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          metadata: intent.metadata,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async refund(intentId, { amountCents, idempotencyKey }) {
      const refund = await call('refund a payment', () =>
        stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents },
          { idempotencyKey },
        ),
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? object.id : undefined,
      };
    },
  };
}
