import { addMonths, format, parseISO, subDays } from 'date-fns';
import { localDate } from '@courtbook/shared';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today at the club (YYYY-MM-DD), or by the browser's clock when its time zone is not known. */
export const todayAt = (timeZone: string | undefined, now = new Date()): string => {
  try {
    return localDate(now, timeZone ?? browserZone());
  } catch {
    return localDate(now, browserZone());
  }
};

/** The last day of a month's membership from `start`: Mar 5 → Apr 4. */
export const monthFrom = (start: string): string =>
  format(subDays(addMonths(parseISO(start), 1), 1), 'yyyy-MM-dd');
