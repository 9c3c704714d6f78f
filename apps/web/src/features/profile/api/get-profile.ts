import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileAnswer } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** GET /profile/ (bearer): data.code 200 with the account (SPEC.md section 7). */
export const getProfile = (signal?: AbortSignal) => api.get<ProfileAnswer>('/profile/', { signal });

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // Always fresh when the page opens: another device may have changed it.
    staleTime: 0,
  });

export const useProfile = () => useQuery(profileQueryOptions());
