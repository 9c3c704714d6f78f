import { MAX_PAGE_SIZE } from './page-size';

/** The page and page-size texts of every paginated list's query. */
export const PaginationMessages = {
  page: 'The page must be a whole number of 1 or more.',
  pageSize: `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
} as const;
