import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

/** DELETE /courts/{id}/; 409 once the court has bookings. */
export async function deleteCourt(courtId: number): Promise<string> {
  return answerOf<Answer>(await api.delete(`/courts/${courtId}/`)).message;
}

export function useDeleteCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
