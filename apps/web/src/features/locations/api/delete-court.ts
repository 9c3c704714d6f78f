import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

/** DELETE /courts/{id}/; 409 once the court has bookings. */
export async function deleteCourt(courtId: number): Promise<string> {
  const response = await api.delete<null>(`/courts/${courtId}/`);
  dataOrThrow(response);
  return response.message;
}

export function useDeleteCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
