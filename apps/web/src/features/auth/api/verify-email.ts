import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** GET /verify-email/{uuid}/: verified when the HTTP status is 200 (SPEC.md section 8). */
export async function verifyEmail(uuid: string, signal?: AbortSignal) {
  const response = await api.get<ApiEnvelope<null>>(`/verify-email/${encodeURIComponent(uuid)}/`, {
    signal,
  });
  return { verified: response.status === 200, message: response.body.message };
}

export const verifyEmailQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', uuid],
    queryFn: ({ signal }) => verifyEmail(uuid, signal),
    // A link works once: never ask again for the same uuid while the app is open.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (uuid: string | null) =>
  useQuery({ ...verifyEmailQueryOptions(uuid ?? ''), enabled: uuid !== null });
