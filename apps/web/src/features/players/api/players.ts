import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Answer,
  LocationOption,
  PageAnswer,
  PlayerCreateInput,
  PlayerRecord,
} from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

export const PLAYERS_PAGE_SIZE = 10;

export const playerKeys = {
  all: ['staff-players'] as const,
  list: (filters: object) => ['staff-players', 'list', filters] as const,
  locationOptions: ['staff-players', 'location-options'] as const,
};

export interface PlayerListFilters {
  page: number;
  search: string;
}

/** GET /user_basic_data/: one page of the players in the staff member's scope, newest first. */
export async function getPlayers(
  filters: PlayerListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<PlayerRecord>> {
  const response = await api.get('/user_basic_data/', {
    params: { ...filters, search: filters.search.trim(), page_size: PLAYERS_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<PlayerRecord>>(response);
}

export const usePlayers = (filters: PlayerListFilters) =>
  useQuery(
    queryOptions({
      queryKey: playerKeys.list(filters),
      queryFn: ({ signal }) => getPlayers(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /get_locations_byAdmin/: the active locations in scope, for the home location picker. */
export const useLocationOptions = () =>
  useQuery({
    queryKey: playerKeys.locationOptions,
    queryFn: async ({ signal }) =>
      answerOf<LocationOption[]>(await api.get('/get_locations_byAdmin/', { signal })).filter(
        (location) => location.is_active,
      ),
  });

/** POST /user_basic_data/: the new player's fields and the server's message. */
export async function createPlayer(values: PlayerCreateInput): Promise<Answer<PlayerRecord>> {
  return answerOf<Answer<PlayerRecord>>(await api.post('/user_basic_data/', values));
}

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
