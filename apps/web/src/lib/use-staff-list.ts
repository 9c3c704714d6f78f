import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { PageAnswer } from '@courtbook/shared';
import { useListFilters } from './list-filters';
import type { ListQuery } from './page-query';
import { useConfirmDelete, type ConfirmDeleteOptions } from './use-confirm-delete';

interface StaffListOptions<T> extends Omit<ConfirmDeleteOptions, 'pager'> {
  /** The list endpoint's query for a page with the filters on screen. */
  listOptions: (query: ListQuery) => UseQueryOptions<PageAnswer<T>>;
  pageSize: number;
}

/**
 * A staff list whose rows can be deleted: its filters, the page on screen, the props of its pager
 * and the delete question (a page left empty by a delete steps back one).
 */
export function useStaffList<T extends { id: number }>({
  listOptions,
  pageSize,
  ...deleteOptions
}: StaffListOptions<T>) {
  const { filters, setFilters, page, setPage, query: listQuery } = useListFilters();
  const query = useQuery(listOptions(listQuery));
  const rows = query.data?.results ?? [];
  const deletion = useConfirmDelete<T>({
    ...deleteOptions,
    pager: { page, rowsOnPage: rows.length, setPage },
  });
  const pager = { page, pageSize, total: query.data?.count ?? 0, onChange: setPage };
  return { filters, setFilters, query, rows, pager, deletion };
}
