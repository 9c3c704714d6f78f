import { useQuery } from '@tanstack/react-query';
import type { Answer, PlayerCreateInput, PlayerRecord } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { getLocationOptions } from '../../../lib/queries/locations';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { getPage, pageQueryOptions, type ListQuery } from '../../../lib/page-query';

export const PLAYERS_PAGE_SIZE = 10;

export const playerKeys = {
  all: ['staff-players'] as const,
  list: (filters: object) => ['staff-players', 'list', filters] as const,
  locationOptions: ['staff-players', 'location-options'] as const,
};

export type PlayerListFilters = Pick<ListQuery, 'page' | 'search'>;

/** GET /user_basic_data/: one page of the players in the staff member's scope, newest first. */
export const getPlayers = (filters: PlayerListFilters, signal?: AbortSignal) =>
  getPage<PlayerRecord>('/user_basic_data/', filters, PLAYERS_PAGE_SIZE, signal);

export const usePlayers = (filters: PlayerListFilters) =>
  useQuery(pageQueryOptions(playerKeys.list(filters), (signal) => getPlayers(filters, signal)));

/** The active locations in scope, for the home location picker. */
export const useLocationOptions = () =>
  useQuery({
    queryKey: playerKeys.locationOptions,
    queryFn: async ({ signal }) =>
      (await getLocationOptions(signal)).filter((location) => location.is_active),
  });

/** POST /user_basic_data/: the new player's fields and the server's message. */
export async function createPlayer(values: PlayerCreateInput): Promise<Answer<PlayerRecord>> {
  return answerOf<Answer<PlayerRecord>>(await api.post('/user_basic_data/', values));
}

export const useCreatePlayer = () => useInvalidatingMutation(createPlayer, playerKeys.all);

export const playerKey = (id: number) => [...playerKeys.all, 'detail', id] as const;

/** GET /players/{id}/: one player in the staff member's scope (404 outside it). */
export async function getPlayer(id: number, signal?: AbortSignal): Promise<PlayerRecord> {
  return answerOf<Answer<PlayerRecord>>(await api.get(`/players/${id}/`, { signal }));
}

export const usePlayer = (id: number) =>
  useQuery({ queryKey: playerKey(id), queryFn: ({ signal }) => getPlayer(id, signal) });
