import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { paymentKeys } from './query-keys';

/** GET /stripe_key/: which provider takes cards, and Stripe's publishable key when it is Stripe. */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return dataOrThrow(await api.get<PaymentConfig>('/stripe_key/', { signal }));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
