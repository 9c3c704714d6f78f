import { z } from 'zod';
import { FairUseMessages } from './messages';
import { addCalendarDays, weekdayOf } from './time-slots';

/**
 * A location's fair-use limits for players (staff are exempt), each off when null: how many
 * upcoming sessions a player may hold, how many hours in one week (Monday to Sunday), how many
 * sessions on one day. The one unpaid hold per location is always on (decision 0045).
 */
export interface FairUseLimits {
  maxUpcomingBookings: number | null;
  maxHoursPerWeek: number | null;
  maxBookingsPerDay: number | null;
}

export const NO_FAIR_USE_LIMITS: FairUseLimits = {
  maxUpcomingBookings: null,
  maxHoursPerWeek: null,
  maxBookingsPerDay: null,
};

/** The ranges staff may set each limit in. */
export const FAIR_USE_RANGES = {
  maxUpcomingBookings: { min: 1, max: 100 },
  maxHoursPerWeek: { min: 1, max: 168 },
  maxBookingsPerDay: { min: 1, max: 48 },
} as const satisfies Record<keyof FairUseLimits, { min: number; max: number }>;

/** A session in the location's own clock: its date and its start and end (minutes of the day). */
export interface LocalSession {
  date: string;
  start: number;
  end: number;
}

/** One of the player's live sessions at the location (held or confirmed), and whether it is still to end. */
export interface PlayerSession extends LocalSession {
  upcoming: boolean;
}

export const FAIR_USE_RULES = ['upcoming', 'weekly_hours', 'daily'] as const;
export type FairUseRule = (typeof FAIR_USE_RULES)[number];

export const FairUseRefusalSchema = z.object({ rule: z.enum(FAIR_USE_RULES), message: z.string() });
export type FairUseRefusal = z.infer<typeof FairUseRefusalSchema>;

/** POST /fair-use-check/ beside `code` and `message`: the limit the booking would pass, or null. */
export const FairUseCheckSchema = z.object({ refusal: FairUseRefusalSchema.nullable() });
export type FairUseCheck = z.infer<typeof FairUseCheckSchema>;

/** The Monday that starts a date's week. */
export const weekStartOf = (date: string) => addCalendarDays(date, -((weekdayOf(date) + 6) % 7));

/**
 * Why the player may not book `asked` on top of what they hold, by the first limit it would pass
 * (upcoming, then hours a week, then sessions a day), or undefined when every limit allows it.
 * The one place the limits are applied: the booking (under the player's lock) and the wizard's
 * check before the court step both ask it.
 */
export function fairUseRefusal({
  limits,
  held,
  asked,
  location,
}: {
  limits: FairUseLimits;
  held: readonly PlayerSession[];
  asked: readonly LocalSession[];
  location: string;
}): FairUseRefusal | undefined {
  const { maxUpcomingBookings, maxHoursPerWeek, maxBookingsPerDay } = limits;
  if (maxUpcomingBookings !== null) {
    const upcoming = held.filter((session) => session.upcoming);
    if (upcoming.length + asked.length > maxUpcomingBookings) {
      const byEnd = [...upcoming].sort((a, b) =>
        a.date === b.date ? a.end - b.end : a.date < b.date ? -1 : 1,
      );
      return {
        rule: 'upcoming',
        message: FairUseMessages.upcoming({
          count: upcoming.length,
          limit: maxUpcomingBookings,
          location,
          asked: asked.length,
          nextFrees: byEnd[0],
        }),
      };
    }
  }
  if (maxHoursPerWeek !== null) {
    for (const session of asked) {
      const weekStart = weekStartOf(session.date);
      const inWeek = (other: LocalSession) => weekStartOf(other.date) === weekStart;
      const minutes = (sessions: readonly LocalSession[]) =>
        sessions.filter(inWeek).reduce((sum, each) => sum + each.end - each.start, 0);
      const bookedMinutes = minutes(held);
      const askedMinutes = minutes(asked);
      if (bookedMinutes + askedMinutes > maxHoursPerWeek * 60) {
        return {
          rule: 'weekly_hours',
          message: FairUseMessages.weeklyHours({
            bookedMinutes,
            limitHours: maxHoursPerWeek,
            askedMinutes,
            location,
            weekStart,
          }),
        };
      }
    }
  }
  if (maxBookingsPerDay !== null) {
    for (const session of asked) {
      const sameDay = (other: LocalSession) => other.date === session.date;
      const count = held.filter(sameDay).length;
      if (count + asked.filter(sameDay).length > maxBookingsPerDay) {
        return {
          rule: 'daily',
          message: FairUseMessages.daily({
            count,
            limit: maxBookingsPerDay,
            location,
            date: session.date,
          }),
        };
      }
    }
  }
  return undefined;
}
