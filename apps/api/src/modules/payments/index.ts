import type { FastifyPluginAsync } from 'fastify';
import { localPaymentsRoutes } from './local-payments.routes';
import { paymentsRoutes } from './payments.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** Card payments: the shared flow, and the routes only one provider has. */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  const provider = app.payments;
  const { createCheckout, settlePayment, mayCharge } = app.services;

  await app.register(paymentsRoutes, { createCheckout, settlePayment });
  if (provider.kind === 'local') await app.register(localPaymentsRoutes, { provider, mayCharge });
  else await app.register(stripeWebhookRoutes, { provider, settlePayment });
};
