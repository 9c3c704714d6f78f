import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageAnswer, PlayerRecord } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

const SHOWN = 8;

/** GET /user_basic_data/?search: the first players whose name, email or phone match. */
export async function searchPlayers(search: string, signal?: AbortSignal) {
  const page = answerOf<PageAnswer<PlayerRecord>>(
    await api.get('/user_basic_data/', { params: { search, page_size: SHOWN }, signal }),
  );
  return page.results;
}

export const usePlayerSearch = (search: string) => {
  const text = search.trim();
  return useQuery({
    ...queryOptions({
      queryKey: ['court-schedule', 'player-search', text] as const,
      queryFn: ({ signal }) => searchPlayers(text, signal),
    }),
    enabled: text.length >= 2,
  });
};
