/**
 * The month grid of the date step. Dates are calendar days written YYYY-MM-DD; the arithmetic is
 * done on UTC midnights so no local clock or DST change can shift a day. Names are date-fns's US
 * English (its default locale), the words the rest of the app uses.
 */
import { format } from 'date-fns';

const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
const toText = (date: Date): string => date.toISOString().slice(0, 10);

export const yearOf = (date: string): number => Number(date.slice(0, 4));
/** 0 = January. */
export const monthOf = (date: string): number => Number(date.slice(5, 7)) - 1;

export const dateOf = (year: number, month: number, day: number): string =>
  `${year}-${pad(month + 1)}-${pad(day)}`;

export const addDays = (date: string, days: number): string => {
  const next = toDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return toText(next);
};

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** A month written YYYY-MM: the month of a date. */
export const monthKeyOf = (date: string): string => date.slice(0, 7);

/** "2026-12" moved by whole months: "2026-12" + 1 → "2027-01". */
export const addMonths = (month: string, months: number): string => {
  const index = yearOf(month) * 12 + monthOf(month) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

/** The last date of a month: "2027-02" → "2027-02-28". */
export const lastDateOf = (month: string): string =>
  dateOf(yearOf(month), monthOf(month), daysInMonth(yearOf(month), monthOf(month)));

/** How many months the date step offers (SPEC.md section 2, read as the coming twelve). */
export const MONTHS_SHOWN = 12;

/**
 * The months the date step offers (DESIGN.md section 4): the twelve starting with today's, the
 * last of them the month of `lastDate` (the location's horizon) when that comes sooner.
 */
export function bookableMonths(today: string, lastDate?: string): string[] {
  const first = monthKeyOf(today);
  const last = lastDate === undefined ? undefined : monthKeyOf(lastDate);
  const months: string[] = [];
  for (let month = first; months.length < MONTHS_SHOWN; month = addMonths(month, 1)) {
    if (last !== undefined && month > last && months.length > 0) break;
    months.push(month);
  }
  return months;
}

/** Weeks of the month, Sunday first; days of other months are null. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const leading = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(dateOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** A calendar day as local midnight: date-fns formats in the local clock, so the day is the same. */
const localDay = (date: string): Date =>
  new Date(yearOf(date), monthOf(date), Number(date.slice(8)));

/** 0 → "January". */
export const monthName = (month: number): string => format(new Date(2000, month, 1), 'MMMM');

/** Column heads of the month grid, Sunday first: "Sun" … "Sat" (6 January 2030 is a Sunday). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, day) =>
  format(new Date(2030, 0, 6 + day), 'EEE'),
);

/** "2026-11-28" → "Saturday, November 28, 2026". */
export const formatLongDate = (date: string): string =>
  format(localDay(date), 'EEEE, MMMM d, yyyy');

/** "2026-11-28" → "Sat, Nov 28, 2026". */
export const formatShortDate = (date: string): string => format(localDay(date), 'EEE, MMM d, yyyy');

/** "2026-11-28" → "Nov 28". */
export const formatDayMonth = (date: string): string => format(localDay(date), 'MMM d');
