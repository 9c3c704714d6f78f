import {
  addCalendarDays,
  bookingHorizonProblem,
  earliestStartMinutes,
  localDate,
  sessionDates,
  slotInstants,
  type BookingHorizonCheck,
  type SlotRules,
} from '@courtbook/shared';
import { boundedMemo } from '../../lib/bounded-memo';
import { localDayOf } from './day-slots';

/*
 * The shared time rules, asked on every check with mostly the same arguments. Their time-zone
 * arithmetic was a third of a check's CPU once what holds the courts was kept in memory, so what
 * does not depend on the clock is remembered, and today's date at a location is kept until its
 * local day ends. Every answer is still the shared rule's own.
 */

const DAY_MS = 86_400_000;

/** A session's start and end instants on a date (`slotInstants`). */
export const sessionInstants = boundedMemo(
  slotInstants,
  (date, start, end, timeZone) => `${date} ${start} ${end} ${timeZone}`,
  5_000,
);

/** The date itself, or four dates a week apart (`sessionDates`). Read only. */
export const bookedDates = boundedMemo(sessionDates, (date, weekly) => `${date} ${weekly}`);

const todays = new Map<string, { date: string; startsAt: number; endsAt: number }>();

/** Today's date at the location (`localDate`), worked out again once its local day is over. */
export function todayAt(now: Date, timeZone: string): string {
  const at = now.getTime();
  const kept = todays.get(timeZone);
  if (kept && kept.startsAt <= at && at < kept.endsAt) return kept.date;
  const date = localDate(now, timeZone);
  const day = localDayOf(date, timeZone);
  const startsAt = day.startsAt.getTime();
  const endsAt = day.endsAt.getTime();
  // A day the clocks change on is worked out every time: its local dates need not follow in order.
  if (endsAt - startsAt === DAY_MS) todays.set(timeZone, { date, startsAt, endsAt });
  return date;
}

/** `earliestStartMinutes`: 0 on a later date, none on an earlier one, the shared rule's own today. */
export function earliestStart(
  date: string,
  now: Date,
  timeZone: string,
  rules?: SlotRules,
): number | undefined {
  const today = todayAt(now, timeZone);
  if (date > today) return 0;
  if (date < today) return undefined;
  return earliestStartMinutes(date, now, timeZone, rules);
}

/**
 * `bookingHorizonProblem`, asked only when a date lies past the horizon counted from the kept
 * today (as `lastBookableDate` counts it), so its message stays the shared one.
 */
export function horizonProblem(check: BookingHorizonCheck): string | undefined {
  const { dates, now, location } = check;
  const last = addCalendarDays(todayAt(now, location.timeZone), location.bookingHorizonDays);
  return dates.every((date) => date <= last) ? undefined : bookingHorizonProblem(check);
}
