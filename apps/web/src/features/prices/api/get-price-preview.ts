import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Answer, PricePreview, PricePreviewRequestInput } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { priceKeys } from './query-keys';

/** POST /price-preview/: the server's price of a booking with the figures on screen, saved or not. */
export async function getPricePreview(
  body: PricePreviewRequestInput,
  signal?: AbortSignal,
): Promise<PricePreview> {
  return answerOf<Answer<PricePreview>>(await api.post('/price-preview/', body, { signal }));
}

/** The last answer stays on screen while the next figures are priced. */
export const usePricePreview = (body: PricePreviewRequestInput | null) =>
  useQuery({
    queryKey: [...priceKeys.all, 'preview', body],
    queryFn: ({ signal }) => getPricePreview(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
