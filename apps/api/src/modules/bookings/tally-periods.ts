import { addCalendarDays } from '@courtbook/shared';

/** Dates are 'YYYY-MM-DD'; a missing end is unbounded. */
export type DateRange = [from: string | undefined, to: string | undefined];

/** The tally rows that cover a range of days exactly once: whole months, and the odd days. */
export interface TallyPeriods {
  /** First and last month (their first days) read from the month rows, if any. */
  months?: DateRange;
  /** Ranges read from the day rows. */
  days: DateRange[];
}

/**
 * Where a booking's list status can still change with time alone, by local day of play against
 * today in UTC. A day two or more before today has ended everywhere by noon yesterday (UTC−12,
 * 25 hours on the day clocks go back), and any hold it had, hours at most, has run out; a day two
 * or more after today begins, even at UTC+14, after today ends: only a hold running out can
 * change a booking there. The three days between are counted row by row.
 */
export function countZones(now: Date): { liveFrom: string; futureFrom: string } {
  const today = now.toISOString().slice(0, 10);
  return { liveFrom: addCalendarDays(today, -1), futureFrom: addCalendarDays(today, 2) };
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function addMonths(firstOfMonth: string, months: number): string {
  const moved = new Date(`${firstOfMonth}T00:00:00Z`);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved.toISOString().slice(0, 10);
}

const isMonthStart = (date: string) => date === monthStart(date);
const isMonthEnd = (date: string) => addCalendarDays(date, 1).endsWith('-01');

/**
 * The days `from`..`to` (either may be missing) as whole months and the days around them, so a
 * count reads a few dozen tally rows whatever the history's length. Undefined when empty.
 */
export function tallyPeriods(
  from: string | undefined,
  to: string | undefined,
): TallyPeriods | undefined {
  if (from !== undefined && to !== undefined && from > to) return undefined;
  const firstMonth =
    from === undefined || isMonthStart(from) ? from : addMonths(monthStart(from), 1);
  const lastMonth =
    to === undefined || isMonthEnd(to) ? to && monthStart(to) : addMonths(monthStart(to), -1);
  if (firstMonth !== undefined && lastMonth !== undefined && firstMonth > lastMonth) {
    return { days: [[from, to]] };
  }
  const days: DateRange[] = [];
  if (from !== undefined && firstMonth !== undefined && from < firstMonth) {
    days.push([from, addCalendarDays(firstMonth, -1)]);
  }
  if (to !== undefined && lastMonth !== undefined) {
    const afterMonths = addMonths(lastMonth, 1);
    if (afterMonths <= to) days.push([afterMonths, to]);
  }
  return { months: [firstMonth, lastMonth], days };
}
