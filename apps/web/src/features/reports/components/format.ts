import type { PaidBy } from '@courtbook/shared';

// Report dates are calendar dates at the location: print them in UTC so the viewer's own time
// zone never shifts them by a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-02" → "Mar 2". */
export const formatDay = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** "133.20" → "$133.20". */
export const formatMoney = (amount: string) => `$${amount}`;

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
