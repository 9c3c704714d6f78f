import { localDate, reportDates } from '@courtbook/shared';

/**
 * The report's dates (`reportDates`: by default the last 30 days and the next 30), "today" being
 * today in `timeZone`: the location's, or UTC when the report covers every location.
 */
export function reportRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
  timeZone: string,
): { startDate: string; endDate: string } {
  const dates = reportDates(query, localDate(now, timeZone));
  return { startDate: dates.start_date, endDate: dates.end_date };
}
