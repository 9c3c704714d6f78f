import { envelopeOf } from '@courtbook/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { StripePaymentProvider, WebhookEvent } from '../../lib/payments/stripe-provider';
import { PaymentApiMessages } from './payments.messages';
import type { SettlePayment } from './settle-payment.service';
import { errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('payments');

export interface StripeWebhookOptions {
  provider: StripePaymentProvider;
  settlePayment: SettlePayment;
}

/**
 * POST /stripe-webhook/: Stripe tells us about payments. The signature covers the exact bytes sent,
 * so this plugin (and only this one) keeps JSON bodies raw. Each event is acted on once.
 */
export const stripeWebhookRoutes: RoutePlugin<StripeWebhookOptions> = async (
  app,
  { provider, settlePayment },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe-webhook/',
    {
      schema: docs.open({
        summary:
          'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET): payment_intent.succeeded confirms the booking series, payment_intent.payment_failed records the failure. Each event is handled once.',
        response: {
          200: envelopeOf(z.object({ received: z.boolean() })),
          ...errorResponses(400),
        },
      }),
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw AppError.badRequest(PaymentApiMessages.signatureMissing);
      }
      if (!Buffer.isBuffer(request.body))
        throw AppError.badRequest(PaymentApiMessages.signatureInvalid);
      let event: WebhookEvent;
      try {
        event = provider.parseWebhook(request.body, signature);
      } catch {
        throw AppError.badRequest(PaymentApiMessages.signatureInvalid);
      }

      const ref = { id: event.id, type: event.type };
      if (event.type === 'payment_intent.succeeded' && event.intentId) {
        await settlePayment.settle(event.intentId, ref);
      } else if (event.type === 'payment_intent.payment_failed' && event.intentId) {
        await settlePayment.fail(event.intentId, ref);
      }
      return ok({ received: true }, PaymentApiMessages.webhookReceived);
    },
  );
};
