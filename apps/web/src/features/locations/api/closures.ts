import type { Answer, Closure, ClosureCreate } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
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
export const deleteClosure = (input: { courtId: number; closureId: number }): Promise<string> =>
  deleteWithMessage(`/courts/${input.courtId}/closures/${input.closureId}/`);

// Closures come with the location's courts, so the details page is what refreshes.
export const useAddClosure = () => useInvalidatingMutation(addClosure, locationKeys.all);

export const useDeleteClosure = () => useInvalidatingMutation(deleteClosure, locationKeys.all);
