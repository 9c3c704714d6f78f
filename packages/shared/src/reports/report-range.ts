import { addCalendarDays } from '../booking/time-slots';

/** The longest range one report may cover, so the daily series stays bounded. */
export const MAX_REPORT_DAYS = 366;

/** Days up to and including today in the default report range. */
export const REPORT_DAYS_BACK = 30;
/** Days after today in the default report range: bookings already made for them count too. */
export const REPORT_DAYS_AHEAD = 30;

export interface ReportDates {
  start_date: string;
  end_date: string;
}

/**
 * The range a manager asks about first: the last 30 days (today included) and the next 30,
 * so upcoming paid and confirmed bookings show beside what was played.
 */
export const defaultReportRange = (today: string): ReportDates => ({
  start_date: addCalendarDays(today, -(REPORT_DAYS_BACK - 1)),
  end_date: addCalendarDays(today, REPORT_DAYS_AHEAD),
});

/**
 * A report's dates from what the query gives: both, the default range for neither; an end alone
 * starts 29 days before it (the 30 days up to it); a start alone ends where the default range
 * ends, or on the start itself when that is later.
 */
export function reportDates(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  today: string,
): ReportDates {
  const fallback = defaultReportRange(today);
  const { start_date: start, end_date: end } = query;
  if (start && end) return { start_date: start, end_date: end };
  if (end) return { start_date: addCalendarDays(end, -(REPORT_DAYS_BACK - 1)), end_date: end };
  if (start)
    return { start_date: start, end_date: start > fallback.end_date ? start : fallback.end_date };
  return fallback;
}

/** True when the dates are today's default range. */
export const isDefaultReportRange = (dates: ReportDates, today: string) => {
  const fallback = defaultReportRange(today);
  return dates.start_date === fallback.start_date && dates.end_date === fallback.end_date;
};
