import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fairUseRefusal,
  NO_FAIR_USE_LIMITS,
  weekStartOf,
  type FairUseLimits,
  type LocalSession,
  type PlayerSession,
} from './fair-use';
import { addCalendarDays } from './time-slots';

const LOCATION = 'Sunset Padel';
const FRIDAY = '2026-12-04';
const at = (date: string, start: string, end: string, upcoming = true): PlayerSession => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { date, start: minutes(start), end: minutes(end), upcoming };
};
const limits = (values: Partial<FairUseLimits>): FairUseLimits => ({
  ...NO_FAIR_USE_LIMITS,
  ...values,
});

describe('fairUseRefusal', () => {
  it('names the rule, the count against the limit, and when the next booking frees', () => {
    const held = [at('2026-12-06', '09:00', '10:00'), at(FRIDAY, '10:00', '11:00')];
    expect(
      fairUseRefusal({
        limits: limits({ maxUpcomingBookings: 2 }),
        held,
        asked: [at('2026-12-08', '18:00', '19:00')],
        location: LOCATION,
      }),
    ).toEqual({
      rule: 'upcoming',
      message:
        'You have 2 of 2 upcoming bookings at Sunset Padel; the next frees on Friday 4 December at 11:00 AM.',
    });
  });

  it('counts a weekly series as its four sessions', () => {
    const asked = [0, 7, 14, 21].map((days) => at(addCalendarDays(FRIDAY, days), '18:00', '19:00'));
    expect(
      fairUseRefusal({
        limits: limits({ maxUpcomingBookings: 3 }),
        held: [],
        asked,
        location: LOCATION,
      })?.message,
    ).toBe(
      'You have 0 of 3 upcoming bookings at Sunset Padel, and these 4 weekly sessions would make 4.',
    );
  });

  it('adds the hours of the session’s week, Monday to Sunday, past days included', () => {
    const held = [
      at('2026-11-30', '08:00', '10:00', false), // Monday, already played
      at(FRIDAY, '10:00', '11:30'),
      at('2026-12-07', '10:00', '14:00'), // the next week
    ];
    const ask = (end: string) =>
      fairUseRefusal({
        limits: limits({ maxHoursPerWeek: 5 }),
        held,
        asked: [at('2026-12-06', '18:00', end)],
        location: LOCATION,
      });
    expect(ask('19:30')).toBeUndefined();
    expect(ask('20:00')).toEqual({
      rule: 'weekly_hours',
      message:
        "You have 3.5 hours of 5 hours booked in the week of Monday 30 November at Sunset Padel; 2 hours more would pass it. The week's hours free again on Monday 7 December.",
    });
  });

  it('counts the sessions of the day', () => {
    expect(
      fairUseRefusal({
        limits: limits({ maxBookingsPerDay: 1 }),
        held: [at(FRIDAY, '08:00', '09:00', false)],
        asked: [at(FRIDAY, '18:00', '19:00')],
        location: LOCATION,
      }),
    ).toEqual({
      rule: 'daily',
      message:
        'You have 1 of 1 booking on Friday 4 December at Sunset Padel; please choose another day.',
    });
  });

  it('with no limits set refuses nothing (the spec’s behaviour)', () => {
    const session = fc
      .record({ day: fc.integer({ min: 0, max: 400 }), start: fc.integer({ min: 0, max: 46 }) })
      .map(({ day, start }): PlayerSession => ({
        date: addCalendarDays('2026-01-01', day),
        start: start * 30,
        end: start * 30 + 60,
        upcoming: day > 200,
      }));
    fc.assert(
      fc.property(
        fc.array(session, { maxLength: 50 }),
        fc.array(session, { minLength: 1, maxLength: 4 }),
        (held, asked) => {
          expect(
            fairUseRefusal({ limits: NO_FAIR_USE_LIMITS, held, asked, location: LOCATION }),
          ).toBeUndefined();
        },
      ),
    );
  });

  it('allows exactly up to each limit: one more session than the limit is refused by it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        (limit, count) => {
          const held: PlayerSession[] = Array.from({ length: count }, (_, i) =>
            at(addCalendarDays(FRIDAY, i * 7), '08:00', '09:00'),
          );
          const asked: LocalSession[] = [at(addCalendarDays(FRIDAY, 70), '08:00', '09:00')];
          const refusal = fairUseRefusal({
            limits: limits({ maxUpcomingBookings: limit }),
            held,
            asked,
            location: LOCATION,
          });
          expect(refusal?.rule).toBe(count + 1 > limit ? 'upcoming' : undefined);
        },
      ),
    );
  });

  it('starts every week on its Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (day) => {
        const date = addCalendarDays('2020-01-01', day);
        const monday = weekStartOf(date);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        const days = (Date.parse(date) - Date.parse(monday)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(7);
      }),
    );
  });
});
