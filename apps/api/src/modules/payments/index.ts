import type { FastifyPluginAsync } from 'fastify';
import type { MailSender } from '../../lib/email/mailer';
import { createConfirmationSender } from '../bookings/booking-confirmation';
import { createBookingQueriesRepository } from '../bookings/booking-queries.repository';
import { createBookingsService } from '../bookings/bookings.service';
import { createCheckoutService } from './checkout.service';
import { localPaymentsRoutes } from './local-payments.routes';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createSettlePayment } from './settle-payment.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** Card payments: the shared flow, and the routes only one provider has. */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  const provider = app.payments;
  const queries = createBookingQueriesRepository(app.db);
  const bookings = createBookingsService({ queries });
  const payments = createPaymentsRepository(app.db);
  const sendMail: MailSender['send'] = (message, options) => app.outbox.send(message, options);
  const settlePayment = createSettlePayment({
    provider,
    payments,
    queries,
    bookings,
    sendConfirmation: createConfirmationSender({ bookings, sendMail }),
    sendMail,
    log: app.log,
  });
  const createCheckout = createCheckoutService({ provider, payments, queries });

  await app.register(paymentsRoutes, { createCheckout, settlePayment });
  if (provider.kind === 'local') await app.register(localPaymentsRoutes, { provider });
  else await app.register(stripeWebhookRoutes, { provider, settlePayment });
};
