import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiEnvelope, VerifiedPayment } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/queries/bookings';
import { paymentKeys } from './query-keys';

/**
 * POST /payment-success/: the server asks the provider and confirms the booking once paid. The
 * spec reads only its HTTP status, so it keeps the outcome under `data`.
 */
export async function verifyPayment(paymentIntentId: string): Promise<VerifiedPayment> {
  const response = await api.post('/payment-success/', { payment_intent_id: paymentIntentId });
  return answerOf<ApiEnvelope<VerifiedPayment>>(response).data;
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
    // A verified payment confirms the booking: its lists and its details change.
    if (verified) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  }, [verified, queryClient]);
  return query;
}
