import {
  useMutation,
  useQueryClient,
  type MutationFunction,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { Answer } from '@courtbook/shared';
import { answerOf } from './api-answer';
import { api, type ApiResponse } from './api-client';

/**
 * A mutation that, once it succeeds, fetches again every query under `queryKey` (the lists and
 * details it changed); its promise waits for that, so a form closes on fresh data.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutation: MutationFunction<TData, TVariables> | UseMutationOptions<TData, Error, TVariables>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(typeof mutation === 'function' ? { mutationFn: mutation } : mutation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** POST `collectionPath` to create (no `id`), PUT `collectionPath{id}/` to update. */
export const createOrUpdate = (
  collectionPath: string,
  id: number | undefined,
  body: unknown,
): Promise<ApiResponse> =>
  id === undefined ? api.post(collectionPath, body) : api.put(`${collectionPath}${id}/`, body);

/** DELETE `path`: the answer's message to show. */
export async function deleteWithMessage(path: string): Promise<string> {
  return answerOf<Answer>(await api.delete(path)).message;
}
