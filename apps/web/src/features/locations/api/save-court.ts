import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, Court, CourtCreate, CourtUpdate } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

export type SaveCourtInput =
  { courtId?: undefined; values: CourtCreate } | { courtId: number; values: CourtUpdate };

/** POST /courts/ or PUT /courts/{id}/: the court and the message; 409 when its number is taken. */
export async function saveCourt(input: SaveCourtInput): Promise<Answer<Court>> {
  const response =
    input.courtId === undefined
      ? await api.post('/courts/', input.values)
      : await api.put(`/courts/${input.courtId}/`, input.values);
  return answerOf<Answer<Court>>(response);
}

/** Changes a court of `locationId`: its details page and the lists' court counts refresh. */
export function useSaveCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
