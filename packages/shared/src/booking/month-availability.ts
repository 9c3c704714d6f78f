import { z } from 'zod';
import { idField } from '../validation/fields';
import { lastBookableDate } from './booking-horizon';
import type { StartChoice } from './day-availability';
import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './date-years';
import { AvailabilityMessages } from './messages';
import { addCalendarDays, localDate } from './time-slots';

/**
 * What a date of the month is at a location, for the date step (DESIGN.md section 4):
 * - `open`: some court is free for the minimum session at some start;
 * - `closed`: nothing could be booked even with every court empty (the location is shut that
 *   weekday, or every court is closed or out of use);
 * - `full`: open, but every session of the minimum length is taken;
 * - `past`: before today at the location, or today with every start begun;
 * - `beyond_horizon`: after the location's last bookable date.
 */
export const MONTH_DAY_STATES = ['open', 'closed', 'full', 'past', 'beyond_horizon'] as const;
export type MonthDayState = (typeof MONTH_DAY_STATES)[number];

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM, in the years a date field takes. */
export const monthField = () =>
  z
    .string(AvailabilityMessages.monthInvalid)
    .trim()
    .regex(MONTH_PATTERN, { message: AvailabilityMessages.monthInvalid, abort: true })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
    }, AvailabilityMessages.monthOutOfRange);

/** GET /month_availability/ */
export const MonthAvailabilityQuerySchema = z.object({
  location_id: idField(AvailabilityMessages.locationRequired),
  month: monthField(),
});
export type MonthAvailabilityQuery = z.output<typeof MonthAvailabilityQuerySchema>;

export const MonthDaySchema = z.object({
  date: z.string(),
  state: z.enum(MONTH_DAY_STATES),
});
export type MonthDay = z.infer<typeof MonthDaySchema>;

/** GET /month_availability/ beside `code` and `message`: every date of a month at a location. */
export const MonthAvailabilitySchema = z.object({
  location_id: z.number().int(),
  month: z.string(),
  time_zone: z.string(),
  days: z.array(MonthDaySchema),
});
export type MonthAvailability = z.infer<typeof MonthAvailabilitySchema>;

/** Every date of a month ("2027-02" → "2027-02-01" … "2027-02-28"): calendar arithmetic only. */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addCalendarDays(date, 1)) {
    dates.push(date);
  }
  return dates;
}

/**
 * The dates of `month` as the clock alone sees them at the location: `past` before today there,
 * `beyond_horizon` after its last bookable date, and `undefined` for the dates the courts decide.
 */
export function monthDatesByClock(options: {
  month: string;
  now: Date;
  timeZone: string;
  bookingHorizonDays: number;
}): { date: string; state: 'past' | 'beyond_horizon' | undefined }[] {
  const { month, now, timeZone, bookingHorizonDays } = options;
  const today = localDate(now, timeZone);
  const last = lastBookableDate(now, timeZone, bookingHorizonDays);
  return datesOfMonth(month).map((date) => ({
    date,
    state: date < today ? 'past' : date > last ? 'beyond_horizon' : undefined,
  }));
}

/**
 * A bookable date's state from its start choices for the minimum session: `asItStands` (bookings,
 * holds, closures and the clock) and `withCourtsEmpty` (closures and hours only, no bookings, no
 * clock). Nothing free with every court empty is `closed`; free then but not now is `full` when a
 * booking is in the way, else `past` (today, every start begun).
 */
export function dayStateOf(choices: {
  asItStands: readonly StartChoice[];
  withCourtsEmpty: readonly StartChoice[];
}): Exclude<MonthDayState, 'beyond_horizon'> {
  const free = (list: readonly StartChoice[]) => list.some((choice) => !choice.problem);
  if (free(choices.asItStands)) return 'open';
  if (!free(choices.withCourtsEmpty)) return 'closed';
  return choices.asItStands.some((choice) => choice.problem === 'full') ? 'full' : 'past';
}
