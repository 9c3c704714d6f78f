import { z } from 'zod';
import { PaginationMessages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size';

export * from './answers';
export * from './page-size';

export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number(PaginationMessages.page)
    .int(PaginationMessages.page)
    .min(1, PaginationMessages.page)
    .default(1),
  page_size: z.coerce
    .number(PaginationMessages.pageSize)
    .int(PaginationMessages.pageSize)
    .min(1, PaginationMessages.pageSize)
    .max(MAX_PAGE_SIZE, PaginationMessages.pageSize)
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The success envelope of an answer whose `data` has the given schema. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** An answer whose data is null: its message says what was done. */
export const NoDataAnswerSchema = envelopeOf(z.null());

export const paginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });

const answerHead = { code: z.number().int(), message: z.string() };

/**
 * An answer whose fields sit beside `code` and `message`, as SPEC.md section 7 reads them: one
 * record's own fields, or what the call returns under the names the spec uses (`courts`, …).
 */
export const answerOf = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) =>
  fields.extend(answerHead);

/** A paginated list: `{ code, message, count, next, previous, results }`. */
export const pageAnswerOf = <T extends z.ZodType>(item: T) => answerOf(paginatedOf(item));
