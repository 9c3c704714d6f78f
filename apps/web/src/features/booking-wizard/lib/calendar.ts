/**
 * The month grid of the date step. Dates are calendar days written YYYY-MM-DD; the arithmetic is
 * done on UTC midnights so no local clock or DST change can shift a day.
 */
import { WEEKDAY_NAMES } from '@courtbook/shared';

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

/** Weeks of the month, Sunday first; days of other months are null. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const leading = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(dateOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// The app speaks US English only, so dates are spelt out by hand: the calendar formats a label for
// every day it shows, and building an Intl formatter is costly the first time a page does it.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const dateParts = (date: string) => {
  const day = toDate(date);
  return {
    weekday: WEEKDAY_NAMES[day.getUTCDay()] ?? '',
    month: MONTH_NAMES[day.getUTCMonth()] ?? '',
    day: day.getUTCDate(),
    year: day.getUTCFullYear(),
  };
};

/** "2026-11-28" → "Saturday, November 28, 2026". */
export const formatLongDate = (date: string): string => {
  const { weekday, month, day, year } = dateParts(date);
  return `${weekday}, ${month} ${day}, ${year}`;
};

/** "2026-11-28" → "Sat, Nov 28, 2026". */
export const formatShortDate = (date: string): string => {
  const { weekday, month, day, year } = dateParts(date);
  return `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}, ${year}`;
};

/** "2026-11-28" → "Nov 28". */
export const formatDayMonth = (date: string): string => {
  const { month, day } = dateParts(date);
  return `${month.slice(0, 3)} ${day}`;
};
