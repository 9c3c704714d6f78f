import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, ReportData } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { reportKeys } from './query-keys';
import type { ReportFilters } from './report-filters';

/** GET /reporting-data/: the cards and the charts' series. */
export async function getReportData(filters: ReportFilters, signal?: AbortSignal) {
  return answerOf<Answer<ReportData>>(
    await api.get('/reporting-data/', { params: { ...filters }, signal }),
  );
}

export const reportDataQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.data(filters),
    queryFn: ({ signal }) => getReportData(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useReportData = (filters: ReportFilters, enabled = true) =>
  useQuery({ ...reportDataQueryOptions(filters), enabled });
