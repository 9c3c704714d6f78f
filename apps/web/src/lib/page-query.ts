import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { PageAnswer } from '@courtbook/shared';
import { answerOf } from './api-answer';
import { api, type QueryParams } from './api-client';

/** What a staff list's endpoint takes: the page, the search and a date range (YYYY-MM-DD or ''). */
export type ListQuery = {
  page: number;
  search: string;
  start_date: string;
  end_date: string;
};

/** GET one page of a staff list, newest first: its filters, the search trimmed, and the page size. */
export async function getPage<T>(
  path: string,
  filters: QueryParams & { search: string },
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageAnswer<T>> {
  const response = await api.get(path, {
    params: { ...filters, search: filters.search.trim(), page_size: pageSize },
    signal,
  });
  return answerOf<PageAnswer<T>>(response);
}

/** A page's query: the page on screen stays while the next one loads. */
export const pageQueryOptions = <T>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<PageAnswer<T>>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
