import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, PriceConfiguration, PriceConfigurationUpdateInput } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { priceKeys } from './query-keys';

export interface SavePricesInput {
  locationId: number;
  values: PriceConfigurationUpdateInput;
}

/** PUT /price-configuration/{location_id}/: every figure of the screen in one call, all or nothing. */
export async function savePriceConfiguration({
  locationId,
  values,
}: SavePricesInput): Promise<Answer<PriceConfiguration>> {
  return answerOf<Answer<PriceConfiguration>>(
    await api.put(`/price-configuration/${locationId}/`, values),
  );
}

/** Saves, then shows the saved figures without another read. */
export function useSavePriceConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceConfiguration,
    onSuccess: (configuration) => {
      queryClient.setQueryData(priceKeys.location(configuration.location_id), configuration);
    },
  });
}
