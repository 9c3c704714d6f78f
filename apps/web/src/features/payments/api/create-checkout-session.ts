import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, CheckoutSession } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** POST /create-checkout-session/: the booking's payment intent (the same one on every call). */
export async function createCheckoutSession(bookingId: number): Promise<Answer<CheckoutSession>> {
  return answerOf<Answer<CheckoutSession>>(
    await api.post('/create-checkout-session/', { booking_id: bookingId }),
  );
}

// A query rather than a mutation: it runs once per page visit, deduplicated across StrictMode's
// double mount, and the server answers the same intent if it is ever asked again.
export const checkoutSessionQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: paymentKeys.checkout(bookingId),
    queryFn: () => createCheckoutSession(bookingId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

export const useCheckoutSession = (bookingId: number | undefined) =>
  useQuery({ ...checkoutSessionQueryOptions(bookingId ?? 0), enabled: bookingId !== undefined });
