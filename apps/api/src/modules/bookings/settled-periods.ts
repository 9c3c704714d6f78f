import { addCalendarDays } from '@courtbook/shared';

/** Dates are 'YYYY-MM-DD'; a range's missing end is unbounded. */
export type DateRange = [from: string | undefined, to: string];

/** The tally rows that cover a range of days exactly once: whole months, and the odd days. */
export interface SettledPeriods {
  /** First and last month (their first days) read from the month rows, if any. */
  months?: [from: string | undefined, to: string];
  /** Ranges read from the day rows. */
  days: DateRange[];
}

/**
 * Every booking whose day of play is before this one is over, in any time zone, and any hold it
 * had has run out (holds last hours at most): its list status can no longer change with time
 * alone, so it is counted from the tallies. Bookings from this day on are counted row by row.
 */
export function firstLiveDay(now: Date): string {
  return addCalendarDays(now.toISOString().slice(0, 10), -3);
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function addMonths(firstOfMonth: string, months: number): string {
  const moved = new Date(`${firstOfMonth}T00:00:00Z`);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved.toISOString().slice(0, 10);
}

const lastDayOf = (firstOfMonth: string) => addCalendarDays(addMonths(firstOfMonth, 1), -1);

/**
 * The settled days of `from`..`to` (either may be missing) before `liveFrom`, as whole months and
 * the days around them, so a count reads a few dozen tally rows whatever the history's length.
 */
export function settledPeriods(
  liveFrom: string,
  from: string | undefined,
  to: string | undefined,
): SettledPeriods | undefined {
  const lastSettled = addCalendarDays(liveFrom, -1);
  const end = to !== undefined && to < lastSettled ? to : lastSettled;
  if (from !== undefined && from > end) return undefined;

  const firstMonth =
    from === undefined || from === monthStart(from) ? from : addMonths(monthStart(from), 1);
  const lastMonth =
    lastDayOf(monthStart(end)) === end ? monthStart(end) : addMonths(monthStart(end), -1);
  if (firstMonth !== undefined && firstMonth > lastMonth) return { days: [[from, end]] };

  const days: DateRange[] = [];
  if (from !== undefined && firstMonth !== undefined && from < firstMonth) {
    days.push([from, addCalendarDays(firstMonth, -1)]);
  }
  const afterMonths = addMonths(lastMonth, 1);
  if (afterMonths <= end) days.push([afterMonths, end]);
  return { months: [firstMonth, lastMonth], days };
}
