import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingListType } from '@courtbook/shared';

/** The switch's two tabs; the API's `all` is not offered here. */
export type BookingTab = Extract<BookingListType, 'upcoming' | 'past'>;

const readTab = (value: string | null): BookingTab => (value === 'past' ? 'past' : 'upcoming');

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `?type=`, `?page=` (and staff's `?search=`) of My Bookings: a reload, a link or Back keep the view. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const type = readTab(params.get('type'));
  const page = readPage(params.get('page'));
  const search = (params.get('search') ?? '').trim();

  const update = useCallback(
    (next: { type?: BookingTab; page: number; search?: string }, replace = false) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.type) copy.set('type', next.type);
          if (next.page > 1) copy.set('page', String(next.page));
          else copy.delete('page');
          if (next.search !== undefined) {
            if (next.search.trim() === '') copy.delete('search');
            else copy.set('search', next.search.trim());
          }
          return copy;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setType = useCallback((next: BookingTab) => update({ type: next, page: 1 }), [update]);
  const setPage = useCallback(
    (next: number, replace = false) => update({ type, page: next }, replace),
    [type, update],
  );
  // Typing replaces the entry: Back should not step through every letter.
  const setSearch = useCallback(
    (next: string) => update({ type, page: 1, search: next }, true),
    [type, update],
  );
  return { type, page, search, setType, setPage, setSearch };
}
