import {
  answerOf,
  CheckoutSessionSchema,
  CreateCheckoutSchema,
  envelopeOf,
  PaymentConfigSchema,
  PaymentMessages,
  refundedMessageOf,
  VerifiedPaymentSchema,
  VerifyPaymentSchema,
} from '@courtbook/shared';
import { currentUser } from '../../plugins/auth';
import type { SettlePayment } from './settle-payment.service';
import type { createCheckoutService } from './checkout.service';
import { PaymentApiMessages } from './payments.messages';
import { answer, errorResponses, ok, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('payments');

export interface PaymentsRoutesOptions {
  createCheckout: ReturnType<typeof createCheckoutService>;
  settlePayment: SettlePayment;
}

/** The payment flow both providers share: settings, checkout, and the return page's verification. */
export const paymentsRoutes: RoutePlugin<PaymentsRoutesOptions> = async (
  app,
  { createCheckout, settlePayment },
) => {
  app.get(
    '/stripe_key/',
    {
      schema: docs.open({
        summary:
          'Which card payment provider the app uses (stripe or local) and Stripe’s publishable key.',
        response: { 200: answerOf(PaymentConfigSchema) },
      }),
    },
    async () =>
      answer(
        { provider: app.payments.kind, publishableKey: app.payments.publishableKey },
        PaymentApiMessages.config,
      ),
  );

  app.post(
    '/create-checkout-session/',
    {
      onRequest: app.authenticate,
      schema: docs.withToken({
        summary:
          'Start paying a pending booking (its whole series) while its hold lasts: answers the provider’s client secret and the amount the server set. Calling again answers the same payment.',
        body: CreateCheckoutSchema,
        response: {
          200: answerOf(CheckoutSessionSchema),
          ...errorResponses(400, 401, 404, 409),
        },
      }),
    },
    async (request) =>
      answer(
        await createCheckout(currentUser(request), request.body.booking_id),
        PaymentApiMessages.checkout,
      ),
  );

  app.post(
    '/payment-success/',
    {
      onRequest: app.authenticate,
      schema: docs.withToken({
        summary:
          'Verify a payment with the provider: when it succeeded for the expected amount the booking series is confirmed (or refunded, if staff cancelled it, its player released or replaced it, or its court was taken after the hold lapsed; `refund_reason` says which). 402 when it did not succeed.',
        body: VerifyPaymentSchema,
        response: {
          200: envelopeOf(VerifiedPaymentSchema),
          ...errorResponses(400, 401, 402, 404),
        },
      }),
    },
    async (request) => {
      const verified = await settlePayment.verify(
        currentUser(request),
        request.body.payment_intent_id,
      );
      const message =
        verified.status === 'refunded'
          ? refundedMessageOf(verified.refund_reason)
          : PaymentMessages.succeeded;
      return ok(verified, message);
    },
  );
};
