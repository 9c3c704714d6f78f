import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** How long the provider's message stays under the form before /payment-cancel. */
export const CANCEL_DELAY_MS = 2500;

/** What /payment-cancel receives in navigation state. */
export interface PaymentCancelState {
  message?: string;
}

/**
 * SPEC.md section 8: a provider error is shown under the form, then the player goes to
 * /payment-cancel (which shows it too). Success goes to /payment-success as Stripe's return does.
 */
export function usePaymentOutcome() {
  const navigate = useNavigate();
  const [error, setError] = useState<{ message: string; leaving: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onPaid = useCallback(
    (paymentIntentId: string) => {
      const search = new URLSearchParams({ payment_intent: paymentIntentId }).toString();
      void navigate(`${paths.paymentSuccess.getHref()}?${search}`, { replace: true });
    },
    [navigate],
  );

  const onError = useCallback(
    (message: string, options?: { retryable?: boolean }) => {
      const leaving = !options?.retryable;
      setError({ message, leaving });
      if (!leaving) return;
      const state: PaymentCancelState = { message };
      timer.current = window.setTimeout(() => {
        void navigate(paths.paymentCancel.getHref(), { replace: true, state });
      }, CANCEL_DELAY_MS);
    },
    [navigate],
  );

  return { error, onPaid, onError };
}
