import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closure, ClosureCreate } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

/** POST /courts/{id}/closures/: local date-times at the location, on the half hour. */
export async function addClosure(input: {
  courtId: number;
  values: ClosureCreate;
}): Promise<{ closure: Closure; message: string }> {
  const response = await api.post<Closure>(`/courts/${input.courtId}/closures/`, input.values);
  return { closure: dataOrThrow(response), message: response.message };
}

/** DELETE /courts/{id}/closures/{closureId}/. */
export async function deleteClosure(input: {
  courtId: number;
  closureId: number;
}): Promise<string> {
  const response = await api.delete<null>(`/courts/${input.courtId}/closures/${input.closureId}/`);
  dataOrThrow(response);
  return response.message;
}

// Closures come with the location's courts, so the details page is what refreshes.
export function useAddClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
