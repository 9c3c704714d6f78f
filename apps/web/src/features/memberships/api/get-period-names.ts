import { useQuery } from '@tanstack/react-query';
import type { Answer, PriceConfiguration } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /price-configuration/{location_id}/: the names of the location's price periods. */
export async function getPeriodNames(locationId: number, signal?: AbortSignal): Promise<string[]> {
  const configuration = answerOf<Answer<PriceConfiguration>>(
    await api.get(`/price-configuration/${locationId}/`, { signal }),
  );
  return configuration.price_periods.map((period) => period.name);
}

export const usePeriodNames = (locationId: number) =>
  useQuery({
    queryKey: membershipKeys.periodNames(locationId),
    queryFn: ({ signal }) => getPeriodNames(locationId, signal),
  });
