import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, Closure, ClosureCreate } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

/** POST /courts/{id}/closures/: local date-times at the location, on the half hour. */
export async function addClosure(input: {
  courtId: number;
  values: ClosureCreate;
}): Promise<Answer<Closure>> {
  return answerOf<Answer<Closure>>(
    await api.post(`/courts/${input.courtId}/closures/`, input.values),
  );
}

/** DELETE /courts/{id}/closures/{closureId}/: the answer's message to show. */
export async function deleteClosure(input: {
  courtId: number;
  closureId: number;
}): Promise<string> {
  const response = await api.delete(`/courts/${input.courtId}/closures/${input.closureId}/`);
  return answerOf<Answer>(response).message;
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
