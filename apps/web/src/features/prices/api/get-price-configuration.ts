import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, PriceConfiguration } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { priceKeys } from './query-keys';

/** GET /price-configuration/{location_id}/: the location's percentages and its courts' fees. */
export async function getPriceConfiguration(
  locationId: number,
  signal?: AbortSignal,
): Promise<Answer<PriceConfiguration>> {
  return answerOf<Answer<PriceConfiguration>>(
    await api.get(`/price-configuration/${locationId}/`, { signal }),
  );
}

export const priceConfigurationQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: priceKeys.location(locationId),
    queryFn: ({ signal }) => getPriceConfiguration(locationId, signal),
  });

export const usePriceConfiguration = (locationId: number | undefined) =>
  useQuery({
    ...priceConfigurationQueryOptions(locationId ?? 0),
    enabled: locationId !== undefined,
  });
