import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, PaymentConfig } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /stripe_key/: which provider takes cards, and Stripe's publishable key when it is Stripe. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<Answer<PaymentConfig>> {
  return answerOf<Answer<PaymentConfig>>(await api.get('/stripe_key/', { signal }));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
