import { DEFAULT_REPORT_DAYS, type BookingStatus } from '@courtbook/shared';
import type { QueryParams } from '../../../lib/api-client';

export const REPORT_PAGE_SIZE = 10;

/** What the page filters by; '' means "any". */
export interface ReportFilters {
  /** A location id, or '' for every location in scope. */
  location: string;
  /** YYYY-MM-DD, booking dates (the day played), both included. */
  start_date: string;
  end_date: string;
}

export interface ReportTableFilters extends ReportFilters {
  search: string;
  status: BookingStatus | '';
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last 30 days up to today, on the viewer's calendar (the server's default too). */
export function defaultReportRange(
  today = new Date(),
): Pick<ReportFilters, 'start_date' | 'end_date'> {
  const start = new Date(today);
  start.setDate(start.getDate() - (DEFAULT_REPORT_DAYS - 1));
  return { start_date: isoDay(start), end_date: isoDay(today) };
}

/** The query string of the table and the CSV: trimmed search, empty filters left out. */
export const tableParams = (filters: ReportTableFilters): QueryParams => ({
  ...filters,
  search: filters.search.trim(),
});
