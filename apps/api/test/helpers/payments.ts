import type { App } from '../../src/app';

type Headers = { authorization: string };

/** POST /api/create-checkout-session/ for a booking. */
export const checkout = (app: App, headers: Headers, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/create-checkout-session/', headers, payload: body });

/** POST /api/payment-success/ for an intent. */
export const verifyPayment = (app: App, headers: Headers, paymentIntentId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payment-success/',
    headers,
    payload: { payment_intent_id: paymentIntentId },
  });

/** POST /api/local-payments/confirm/: pays with a test card (a future expiry and a CVC by default). */
export const payLocally = (
  app: App,
  headers: Headers,
  clientSecret: string,
  card: Partial<{ card_number: string; expiry: string; cvc: string }> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/local-payments/confirm/',
    headers,
    payload: {
      client_secret: clientSecret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      ...card,
    },
  });
