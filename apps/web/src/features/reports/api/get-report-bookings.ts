import { useQuery } from '@tanstack/react-query';
import type { PageAnswer, ReportBooking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import { reportKeys } from './query-keys';
import { REPORT_PAGE_SIZE, tableParams, type ReportTableFilters } from './report-filters';

type Request = ReportTableFilters & { page: number };

/** GET /reporting-bookings/: one page of the report table, newest session first. */
export async function getReportBookings(filters: Request, signal?: AbortSignal) {
  const response = await api.get('/reporting-bookings/', {
    params: { ...tableParams(filters), page: filters.page, page_size: REPORT_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<ReportBooking>>(response);
}

export const reportBookingsQueryOptions = (filters: Request) =>
  pageQueryOptions(reportKeys.bookings(filters), (signal) => getReportBookings(filters, signal));

export const useReportBookings = (filters: Request, enabled = true) =>
  useQuery({ ...reportBookingsQueryOptions(filters), enabled });
