import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createLocalProvider, type LocalPaymentProvider } from './local-provider';
import { createStripeProvider, type StripePaymentProvider } from './stripe-provider';

export type AnyPaymentProvider = LocalPaymentProvider | StripePaymentProvider;

/** The provider the settings chose (env.ts checks that Stripe has its three keys). */
export function choosePaymentProvider(env: Env, db: Database): AnyPaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (
    env.paymentProvider === 'stripe' &&
    STRIPE_SECRET_KEY &&
    STRIPE_PUBLISHABLE_KEY &&
    STRIPE_WEBHOOK_SECRET
  ) {
    return createStripeProvider({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return createLocalProvider(db);
}
