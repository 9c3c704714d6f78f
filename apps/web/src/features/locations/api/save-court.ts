import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Court, CourtCreate, CourtUpdate } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

export type SaveCourtInput =
  { courtId?: undefined; values: CourtCreate } | { courtId: number; values: CourtUpdate };

/** POST /courts/ or PUT /courts/{id}/; 409 when the number is taken at the location. */
export async function saveCourt(input: SaveCourtInput): Promise<{ court: Court; message: string }> {
  const response =
    input.courtId === undefined
      ? await api.post<Court>('/courts/', input.values)
      : await api.put<Court>(`/courts/${input.courtId}/`, input.values);
  return { court: dataOrThrow(response), message: response.message };
}

/** Changes a court of `locationId`: its details page and the lists' court counts refresh. */
export function useSaveCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
