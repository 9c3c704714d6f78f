import type { Booking, CheckoutSession } from '@courtbook/shared';
import { ok, type Reply } from './api-server';

/** The local test provider's payment intent for a held booking, as POST /create-checkout-session/ answers. */
export const checkoutSessionFor = (booking: Booking): CheckoutSession => ({
  provider: 'local',
  client_secret: `pi_local_${booking.booking_id}_secret_abc`,
  payment_intent_id: `pi_local_${booking.booking_id}`,
  booking_id: booking.booking_id,
  amount: booking.on_amount,
  currency: 'usd',
  hold_expires_at: booking.hold_expires_at,
});

/**
 * What /checkout-session asks for before it shows the card form (for `byRoute`): the payment
 * provider, the booking's payment intent, and the booking. A test that ends on that page waits
 * for the form (`Pay $amount`), so none of its requests is left on its way.
 */
export const checkoutReplies = (booking: Booking): Record<string, Reply> => ({
  'GET /api/stripe_key/': ok({ provider: 'local', publishableKey: null }),
  'POST /api/create-checkout-session/': ok(checkoutSessionFor(booking)),
  [`GET /api/court-bookings/${booking.booking_id}/`]: ok(booking),
});
