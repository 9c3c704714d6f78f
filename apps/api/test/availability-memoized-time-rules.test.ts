import {
  addCalendarDays,
  bookingHorizonProblem,
  earliestStartMinutes,
  localDate,
} from '@courtbook/shared';
import { describe, expect, it } from 'vitest';
import {
  earliestStart,
  horizonProblem,
  todayAt,
} from '../src/modules/availability/memoized-time-rules';
import { nextClockChange } from './helpers/bookings';

/**
 * Every 20 minutes from two UTC days before `date` to two after: whatever the zone's offset, that
 * crosses the local midnights either side of the date, and its clock change if it has one.
 */
const instantsAround = (date: string) => {
  const from = new Date(`${addCalendarDays(date, -2)}T00:00:00Z`).getTime();
  return Array.from({ length: 4 * 72 }, (_, i) => new Date(from + i * 20 * 60_000));
};

/** Zones, and whether their clocks change (Santiago's change at midnight, so a local day starts at 01:00). */
const zones = [
  ['America/New_York', true],
  ['Europe/London', true],
  ['Pacific/Auckland', true],
  ['America/Santiago', true],
  ['Asia/Kolkata', false],
  ['UTC', false],
] as const;

// The check keeps today's date per zone and skips the zone arithmetic on later dates; each answer
// must be the shared rule's own, whatever the instant, including around midnights and clock changes.
describe.each(zones)('the kept local clock in %s', (timeZone, clocksChange) => {
  const today = localDate(new Date(), timeZone);
  const days = clocksChange
    ? [today, nextClockChange(timeZone, 'forward', today), nextClockChange(timeZone, 'back', today)]
    : [today];
  const instants = days.flatMap((date) => instantsAround(date));

  it('tells today’s date as localDate does', () => {
    for (const now of instants) expect(todayAt(now, timeZone)).toBe(localDate(now, timeZone));
  });

  it('gives the earliest start as earliestStartMinutes does, before, on and after today', () => {
    for (const now of instants) {
      const date = localDate(now, timeZone);
      for (const asked of [addCalendarDays(date, -1), date, addCalendarDays(date, 1)]) {
        expect(earliestStart(asked, now, timeZone)).toBe(
          earliestStartMinutes(asked, now, timeZone),
        );
      }
    }
  });

  it('refuses dates beyond the horizon as bookingHorizonProblem does', () => {
    const location = { name: 'Club', timeZone, bookingHorizonDays: 3 };
    for (const now of instants) {
      const date = localDate(now, timeZone);
      for (const days of [0, 3, 4]) {
        const dates = [addCalendarDays(date, days), addCalendarDays(date, days + 7)];
        expect(horizonProblem({ dates, now, location })).toBe(
          bookingHorizonProblem({ dates, now, location }),
        );
      }
    }
  });
});
