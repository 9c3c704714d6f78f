import type { Paginated } from '@courtbook/shared';

export interface Success<T> {
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = 'OK', code = 200): Success<T> => ({ code, message, data });

export const created = <T>(data: T, message = 'Created.'): Success<T> => ok(data, message, 201);

export function paginate<T>(options: {
  results: T[];
  count: number;
  page: number;
  pageSize: number;
}): Paginated<T> {
  const { results, count, page, pageSize } = options;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    results,
  };
}
