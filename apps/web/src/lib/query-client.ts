import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The API answers every status with an envelope; only a lost connection is worth retrying.
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
