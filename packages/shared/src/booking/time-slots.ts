import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_SLOT_RULES, type SlotRules } from './slot-rules';

/** The default rules' figures (`DEFAULT_SLOT_RULES`), for code about every location alike. */
export const SLOT_MINUTES = DEFAULT_SLOT_RULES.slotMinutes;
export const MIN_DURATION_MINUTES = DEFAULT_SLOT_RULES.minDurationMinutes;
export const DAY_MINUTES = 24 * 60;
export const LAST_START_MINUTES = DEFAULT_SLOT_RULES.dayEnd - MIN_DURATION_MINUTES;
export const WEEKLY_SESSIONS = 4;

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" or "HH:mm:ss" → minutes after midnight ("24:00" is midnight at the end of the day). */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return Number.NaN;
  return hours * 60 + minutes;
}

/** Minutes after midnight → "HH:mm:ss" (the API's time format). */
export const timeOf = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** 630 → "10:30 AM"; 1440 → "12:00 AM" (midnight). */
export function formatTimeLabel(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${pad(minutes % 60)} ${suffix}`;
}

/** 90 → "1.5 hours"; 60 → "1 hour". */
export const formatDurationLabel = (minutes: number): string => {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
};

/** Every start the rules allow, in minutes: by default 0, 30, … 1380. */
export function startMinutesOf(rules: SlotRules = DEFAULT_SLOT_RULES): number[] {
  const last = rules.dayEnd - rules.minDurationMinutes;
  const starts: number[] = [];
  for (let start = rules.dayStart; start <= last; start += rules.slotMinutes) starts.push(start);
  return starts;
}

/**
 * A session's length as players choose it: 90 → "1.5 hours", 60 → "1 hour", and a length that
 * is not whole half hours, or under an hour, in minutes: 45 → "45 minutes", 75 → "75 minutes".
 */
export const formatSessionLength = (minutes: number): string =>
  minutes >= 60 && minutes % 30 === 0 ? formatDurationLabel(minutes) : `${minutes} minutes`;

/** Every bookable start under the default rules: 0, 30, … 1380. */
export const START_MINUTES: readonly number[] = startMinutesOf();

/** The durations (minutes) a start allows: by default 60, 90, … up to midnight. */
export function durationOptions(
  startMinutes: number,
  rules: SlotRules = DEFAULT_SLOT_RULES,
): number[] {
  const options: number[] = [];
  for (
    let d = rules.minDurationMinutes;
    startMinutes + d <= rules.dayEnd && d <= (rules.maxDurationMinutes ?? DAY_MINUTES);
    d += rules.durationStepMinutes
  )
    options.push(d);
  return options;
}

/** Today's date ("YYYY-MM-DD") at the location. */
export const localDate = (now: Date, timeZone: string): string =>
  format(new TZDate(now, timeZone), 'yyyy-MM-dd');

/** An instant as local date and time at the location: "2030-05-01T08:00". */
export const localDateTime = (instant: Date, timeZone: string): string =>
  format(new TZDate(instant, timeZone), "yyyy-MM-dd'T'HH:mm");

/**
 * The first start (minutes) still open on `date` at the location: 0 for a future date, the next
 * slot boundary (by default the next half hour) after `now` for today, and undefined for a past
 * date (nothing is open).
 */
export function earliestStartMinutes(
  date: string,
  now: Date,
  timeZone: string,
  rules: SlotRules = DEFAULT_SLOT_RULES,
): number | undefined {
  const today = localDate(now, timeZone);
  if (date > today) return 0;
  if (date < today) return undefined;
  const local = new TZDate(now, timeZone);
  const minutesNow = local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60;
  // A start at exactly "now" has already begun, so the first open one is the next boundary after it.
  const slot = rules.slotMinutes;
  return Math.floor(minutesNow / slot) * slot + slot;
}

const DAY_MS = 86_400_000;

/**
 * The instant a local date and time at the location means (DST gaps move forward, as clocks do;
 * in a repeated hour, the first). Worked out from the zone's UTC offsets alone: the machine's own
 * zone, and its clock changes, never enter into it.
 */
export function localInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, 0, minutes);
  // The offsets a day either side (offsets reach ±14 h) are those before and after any change
  // near that time: they give the two candidates.
  const candidates = [wallClock - DAY_MS, wallClock + DAY_MS].map(
    (probe) => wallClock - tzOffset(timeZone, new Date(probe)) * 60_000,
  );
  const exact = candidates.filter(
    (instant) => instant + tzOffset(timeZone, new Date(instant)) * 60_000 === wallClock,
  );
  // No exact one: the time falls in a gap, and moves forward by the gap.
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** A session's start and end instants; an end of 1440 is the next midnight. */
export const slotInstants = (
  date: string,
  startMinutes: number,
  endMinutes: number,
  timeZone: string,
) => ({
  startsAt: localInstant(date, startMinutes, timeZone),
  endsAt: localInstant(date, endMinutes, timeZone),
});

export interface HalfHour {
  startsAt: Date;
  endsAt: Date;
  /** The clocks jump over its start, so it does not happen that day. */
  skipped: boolean;
}

/**
 * The date's cells of `slotMinutes` at the location as instants: by default its 48 half hours. On
 * the days the offset does not change (all but one or two a year) that is plain arithmetic from
 * one offset; on a clock-change day each cell is worked out as `localInstant` does.
 */
export function halfHoursOf(
  date: string,
  timeZone: string,
  slotMinutes: number = SLOT_MINUTES,
): HalfHour[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, day);
  const first = localInstant(date, 0, timeZone);
  const last = localInstant(date, DAY_MINUTES, timeZone);
  const offset = tzOffset(timeZone, first);
  const steady = offset === tzOffset(timeZone, last) && last.getTime() - first.getTime() === DAY_MS;
  return Array.from({ length: DAY_MINUTES / slotMinutes }, (_, i) => {
    const start = i * slotMinutes;
    const end = start + slotMinutes;
    if (steady) {
      const at = (minutes: number) => new Date(midnight + (minutes - offset) * 60_000);
      return { startsAt: at(start), endsAt: at(end), skipped: false };
    }
    const startsAt = localInstant(date, start, timeZone);
    const wallClock = `${date}T${timeOf(start).slice(0, 5)}`;
    return {
      startsAt,
      endsAt: localInstant(date, end, timeZone),
      skipped: localDateTime(startsAt, timeZone) !== wallClock,
    };
  });
}

/**
 * "2026-12-07" → "Mon, Dec 7, 2026": a calendar date at the location, as pages, emails and
 * messages print it (no time zone involved; anything else is returned as it came).
 */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new Date(year, month - 1, day);
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  if (local.getMonth() !== month - 1 || local.getDate() !== day) return date;
  return format(local, 'EEE, MMM d, yyyy');
}

const weekdayDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "2026-12-04" → "Friday 4 December": a calendar date in a sentence (fair-use refusals). */
export const formatWeekdayDate = (date: string) =>
  weekdayDateFormat.format(new Date(`${date}T00:00:00Z`));

/** A date ("YYYY-MM-DD") moved by whole days: calendar arithmetic, no time zone involved. */
export function addCalendarDays(date: string, days: number): string {
  // In UTC: the machine's own zone (and its clock changes) must not move a date.
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The dates a booking covers: the date itself, or four dates a week apart. */
export function sessionDates(date: string, weekly: boolean): string[] {
  return Array.from({ length: weekly ? WEEKLY_SESSIONS : 1 }, (_, i) =>
    addCalendarDays(date, i * 7),
  );
}

/** The weekday (0 = Sunday) of a calendar date "YYYY-MM-DD", whatever the machine's zone. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Opening hours per weekday (0 = Sunday), local "HH:mm"; an empty object means always open. */
export type OpeningHours = Partial<
  Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { open: string; close: string }>
>;

/** True when the session lies inside the location's hours on that date's weekday. */
export function isWithinOpeningHours(
  hours: OpeningHours,
  date: string,
  startMinutes: number,
  endMinutes: number,
): boolean {
  if (Object.keys(hours).length === 0) return true;
  const weekday = String(weekdayOf(date)) as keyof OpeningHours;
  const day = hours[weekday];
  if (!day) return false;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return startMinutes >= open && endMinutes <= close;
}
