import {
  answerOf,
  LocalCardPaymentSchema,
  LocalCardResultSchema,
  PaymentMessages,
} from '@courtbook/shared';
import { AppError } from '../../lib/errors';
import type { LocalPaymentProvider } from '../../lib/payments/local-provider';
import { PaymentApiMessages } from './payments.messages';
import { answer, errorResponses, routeSchemas, type RoutePlugin } from '../../lib/routes';

const docs = routeSchemas('payments');

/** The local test card processor: what Stripe Elements does when Stripe is not configured. */
export const localPaymentsRoutes: RoutePlugin<{
  provider: LocalPaymentProvider;
  /** Whether the intent's booking may still be paid (not once its player gave it back). */
  mayCharge: (intentId: string) => Promise<boolean>;
}> = async (app, { provider, mayCharge }) => {
  const perIp = app.limit({ name: 'local-payments', max: 30, timeWindow: 10 * 60_000 });

  app.post(
    '/local-payments/confirm/',
    {
      onRequest: [perIp, app.authenticate],
      schema: docs.withToken({
        summary:
          'Test payment (local provider only): 4242 4242 4242 4242 and any other valid number succeed, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. The booking is confirmed by POST /payment-success/ afterwards.',
        body: LocalCardPaymentSchema,
        response: {
          200: answerOf(LocalCardResultSchema),
          ...errorResponses(400, 401, 402, 404, 409, 429),
        },
      }),
    },
    async (request) => {
      const { client_secret, ...card } = request.body;
      const outcome = await provider.payWithCard(client_secret, card, { mayCharge });
      switch (outcome.kind) {
        case 'not_found':
          throw AppError.notFound(PaymentMessages.intentNotFound);
        case 'invalid':
          throw AppError.badRequest(outcome.message);
        case 'declined':
          throw AppError.paymentRequired(outcome.message);
        case 'closed':
          throw AppError.conflict(PaymentMessages.notPayable);
        case 'refused':
          throw AppError.conflict(PaymentMessages.givenBack);
        case 'succeeded':
          return answer(
            { payment_intent_id: outcome.intentId, status: 'succeeded' as const },
            PaymentApiMessages.cardAccepted,
          );
      }
    },
  );
};
