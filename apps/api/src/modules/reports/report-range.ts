import { DEFAULT_REPORT_DAYS, localDate } from '@courtbook/shared';

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The report's dates: the end defaults to today in `timeZone` (or the start, when that is later),
 * the start to 29 days before the end, so an empty query covers the last 30 days up to today.
 */
export function reportRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
  timeZone: string,
): { startDate: string; endDate: string } {
  const today = localDate(now, timeZone);
  const endDate =
    query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const startDate = query.start_date ?? shiftDate(endDate, -(DEFAULT_REPORT_DAYS - 1));
  return { startDate, endDate };
}
