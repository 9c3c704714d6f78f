import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

/** DELETE /locations/{id}/ (super admin); 409 once the location has bookings. */
export async function deleteLocation(id: number): Promise<string> {
  const response = await api.delete<null>(`/locations/${id}/`);
  dataOrThrow(response);
  return response.message;
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
