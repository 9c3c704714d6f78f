import { TOKEN_NOT_VALID, type Paginated } from '@courtbook/shared';
import { z } from 'zod';

export interface Success<T> {
  code: number;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = 'OK', code = 200): Success<T> => ({ code, message, data });

export const created = <T>(data: T, message = 'Created.'): Success<T> => ok(data, message, 201);

/**
 * An answer whose fields sit beside `code` and `message` (SPEC.md section 7 reads the body as
 * `data`): a record's own fields, a page of a list, or named parts such as `courts`.
 */
export const answer = <T extends object>(fields: T, message = 'OK', code = 200) => ({
  ...fields,
  code,
  message,
});

/** The page of a list the query asked for (`page`, `page_size`), given its rows and full count. */
export function paginate<T>(
  results: T[],
  count: number,
  query: { page: number; page_size: number },
): Paginated<T> {
  const { page, page_size: pageSize } = query;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    results,
  };
}

/** Every failure: `code` is the status, or `token_not_valid` on a 401 for a bad token. */
export const ErrorEnvelopeSchema = z.object({
  code: z.union([z.number().int(), z.literal(TOKEN_NOT_VALID)]),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(z.string()).optional(),
});

/** Documents a route's failure answers (OpenAPI), all in the one error envelope. */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S,
    typeof ErrorEnvelopeSchema
  >;
}
