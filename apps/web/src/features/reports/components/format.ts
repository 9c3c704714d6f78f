import {
  daysInRange,
  isDefaultReportRange,
  REPORT_DAYS_AHEAD,
  REPORT_DAYS_BACK,
  type PaidBy,
  type ReportDates,
  type VenuePayment,
} from '@courtbook/shared';

// Report dates are calendar dates at the location: print them in UTC so the viewer's own time
// zone never shifts them by a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const dateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-02" → "Mar 2". */
export const formatDay = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/**
 * What the report covers, in words: "Showing Feb 1 – Apr 1: the last 30 and next 30 days" for the
 * default range, else the dates and how many days. Years show when either date is not this year's.
 */
export function rangeText(dates: ReportDates, today: string): string {
  const { start_date: start, end_date: end } = dates;
  const thisYear = today.slice(0, 4);
  const format = [start, end].every((date) => date.startsWith(thisYear))
    ? formatDay
    : (date: string) => dateWithYear.format(new Date(`${date}T00:00:00Z`));
  if (isDefaultReportRange(dates, today)) {
    return `Showing ${format(start)} – ${format(end)}: the last ${REPORT_DAYS_BACK} and next ${REPORT_DAYS_AHEAD} days`;
  }
  if (start === end) return `Showing ${format(start)}`;
  return `Showing ${format(start)} – ${format(end)} (${daysInRange(start, end)} days)`;
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** An axis tick: 50 → "$50", 0.25 → "$0.25", 1500 → "$1,500", 25000 → "$25K". */
export const formatMoneyTick = (amount: number) =>
  amount >= 10_000
    ? compactDollars.format(amount)
    : Number.isInteger(amount)
      ? wholeDollars.format(amount)
      : cents.format(amount);

/** 9 → "09:00". */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 1.5 → "1.5 h". */
export const formatHours = (hours: number) => `${Number(hours.toFixed(2))} h`;

/** How a session counts in the money figures, as the table says it. */
export const PAID_BY_LABEL = {
  card: 'Card',
  club: 'At club',
  test: 'Test payment',
} as const satisfies Record<PaidBy, string>;

/** A pay-at-club session in the table: how it was paid at the desk, or still outstanding. */
export const VENUE_PAYMENT_LABEL = {
  cash: 'At club · cash',
  card: 'At club · card',
  outstanding: 'At club · outstanding',
} as const satisfies Record<VenuePayment, string>;
