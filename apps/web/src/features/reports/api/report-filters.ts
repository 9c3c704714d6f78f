import { defaultReportRange, type BookingStatus } from '@courtbook/shared';
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

/** Today on the viewer's calendar: YYYY-MM-DD. */
export const viewerToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The last 30 days and the next 30 on the viewer's calendar (the server's default too). */
export const viewerReportRange = (now = new Date()) => defaultReportRange(viewerToday(now));

/** The query string of the table and the CSV: trimmed search, empty filters left out. */
export const tableParams = (filters: ReportTableFilters): QueryParams => ({
  ...filters,
  search: filters.search.trim(),
});
