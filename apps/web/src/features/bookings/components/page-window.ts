import { BOOKINGS_PAGE_SIZE } from '../api/get-my-bookings';

/** SPEC.md section 9: a window of 4 page numbers. */
export const PAGE_WINDOW = 4;

/** The page numbers to show around `page`: up to 4, one before the current when it can. */
export function pageWindow(page: number, totalPages: number): number[] {
  const last = Math.max(1, totalPages);
  const start = Math.max(1, Math.min(page - 1, last - PAGE_WINDOW + 1));
  const end = Math.min(last, start + PAGE_WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export const pageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
