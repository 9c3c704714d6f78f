import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceConfiguration, PriceConfigurationUpdateInput } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { priceKeys } from './query-keys';

export interface SavePricesInput {
  locationId: number;
  values: PriceConfigurationUpdateInput;
}

/** PUT /price-configuration/{location_id}/: every figure of the screen in one call, all or nothing. */
export async function savePriceConfiguration({
  locationId,
  values,
}: SavePricesInput): Promise<{ configuration: PriceConfiguration; message: string }> {
  const response = await api.put<PriceConfiguration>(`/price-configuration/${locationId}/`, values);
  return { configuration: dataOrThrow(response), message: response.message };
}

/** Saves, then shows the saved figures without another read. */
export function useSavePriceConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceConfiguration,
    onSuccess: ({ configuration }) => {
      queryClient.setQueryData(priceKeys.location(configuration.location_id), configuration);
    },
  });
}
