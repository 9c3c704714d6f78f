import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VerifiedPayment } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { BOOKINGS_CACHE_KEY, paymentKeys } from './query-keys';

/** POST /payment-success/: the server asks the provider and confirms the booking once paid. */
export async function verifyPayment(paymentIntentId: string): Promise<VerifiedPayment> {
  return dataOrThrow(
    await api.post<VerifiedPayment>('/payment-success/', { payment_intent_id: paymentIntentId }),
  );
}

// A query keyed by the intent: one request per visit, even under StrictMode's double mount.
export const verifyPaymentQueryOptions = (paymentIntentId: string) =>
  queryOptions({
    queryKey: paymentKeys.verify(paymentIntentId),
    queryFn: () => verifyPayment(paymentIntentId),
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });

export function useVerifyPayment(paymentIntentId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...verifyPaymentQueryOptions(paymentIntentId ?? ''),
    enabled: paymentIntentId !== undefined,
  });
  const verified = query.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: BOOKINGS_CACHE_KEY });
  }, [verified, queryClient]);
  return query;
}
