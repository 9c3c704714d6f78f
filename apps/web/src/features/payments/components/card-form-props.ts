import type { CheckoutSession } from '@courtbook/shared';

export interface CardFormProps {
  session: CheckoutSession;
  /** The hold lapsed or a payment already failed: no more attempts from this page. */
  disabled: boolean;
  /** The provider took the money: verify it on /payment-success. */
  onPaid: (paymentIntentId: string) => void;
  /** The provider's message, shown under the form; `retryable` keeps the player on the page. */
  onError: (message: string, options?: { retryable?: boolean }) => void;
}
