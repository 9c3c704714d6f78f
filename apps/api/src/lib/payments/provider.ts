import type { PaymentProvider as ProviderKind } from '@courtbook/shared';

export interface CreateIntentInput {
  amountCents: number;
  /** Lower-case ISO code, e.g. "usd". */
  currency: string;
  /** The same key answers the same intent (one intent per booking series). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: string;
}

export interface RetrievedIntent {
  id: string;
  /** The provider's own word; only 'succeeded' means the money arrived. */
  status: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundResult {
  id: string;
  status: string;
}

/** What the payment flow needs from a card processor: Stripe, or the local test processor. */
export interface PaymentProvider {
  kind: ProviderKind;
  /** Stripe's publishable key; null for the local provider. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | undefined>;
  /**
   * Refunds `amountCents` of the intent's payment (part or all of what is left); the same
   * `idempotencyKey` refunds once however often a retry asks.
   */
  refund(intentId: string, request: RefundRequest): Promise<RefundResult>;
}

/**
 * The provider failed or refused a call: answered 503 (its details are logged, never shown), so a
 * webhook delivery is retried and a person is asked to try again.
 */
export class PaymentProviderError extends Error {
  readonly statusCode = 503;

  constructor(operation: string, cause: unknown) {
    super(`payment provider failed to ${operation}`, { cause });
    this.name = 'PaymentProviderError';
  }
}
