import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

/** DELETE /locations/{id}/ (super admin); 409 once the location has bookings. */
export async function deleteLocation(id: number): Promise<string> {
  return answerOf<Answer>(await api.delete(`/locations/${id}/`)).message;
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
