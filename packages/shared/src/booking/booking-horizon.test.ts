import { describe, expect, it } from 'vitest';
import {
  bookingHorizonProblem,
  DEFAULT_BOOKING_HORIZON_DAYS,
  lastBookableDate,
} from './booking-horizon';
import { AvailabilityMessages } from './messages';
import { addCalendarDays, sessionDates } from './time-slots';

const club = (timeZone: string, bookingHorizonDays = DEFAULT_BOOKING_HORIZON_DAYS) => ({
  name: 'Greenlake Tennis Club',
  timeZone,
  bookingHorizonDays,
});

describe('addCalendarDays', () => {
  it('steps over month, year and leap days, forwards and back', () => {
    expect(addCalendarDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addCalendarDays('2027-12-31', 60)).toBe('2028-02-29');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-08', 0)).toBe('2026-03-08');
  });
});

describe('lastBookableDate', () => {
  // 23:45 UTC on 15 June: still the 15th in New York, already the 16th in Auckland.
  const now = new Date('2026-06-15T23:45:00Z');

  it('counts the horizon from today at the location, not on the server', () => {
    expect(lastBookableDate(now, 'America/New_York', 365)).toBe('2027-06-15');
    expect(lastBookableDate(now, 'Pacific/Auckland', 365)).toBe('2027-06-16');
    expect(lastBookableDate(now, 'UTC', 1)).toBe('2026-06-16');
  });

  it('turns over at the local midnight of a daylight-saving change day', () => {
    // New York springs forward on 8 March 2026: 04:59 UTC is 23:59 on the 7th, 05:00 is midnight.
    expect(lastBookableDate(new Date('2026-03-08T04:59:00Z'), 'America/New_York', 30)).toBe(
      '2026-04-06',
    );
    expect(lastBookableDate(new Date('2026-03-08T05:00:00Z'), 'America/New_York', 30)).toBe(
      '2026-04-07',
    );
    // Auckland falls back on 5 April 2026 (03:00 NZDT → 02:00 NZST): midnight that day is 11:00 UTC on the 4th.
    expect(lastBookableDate(new Date('2026-04-04T10:59:00Z'), 'Pacific/Auckland', 30)).toBe(
      '2026-05-04',
    );
    expect(lastBookableDate(new Date('2026-04-04T11:00:00Z'), 'Pacific/Auckland', 30)).toBe(
      '2026-05-05',
    );
  });
});

describe('bookingHorizonProblem', () => {
  const now = new Date('2026-06-15T16:00:00Z');
  const check = (dates: string[], location = club('America/New_York')) =>
    bookingHorizonProblem({ dates, now, location });

  it('accepts dates up to and including the last bookable one', () => {
    expect(check(['2026-06-15'])).toBeUndefined();
    expect(check(['2027-06-15'])).toBeUndefined();
  });

  it('refuses a date beyond the horizon, naming the location and its horizon', () => {
    expect(check(['2027-06-16'])).toBe(
      AvailabilityMessages.beyondHorizon('Greenlake Tennis Club', 365, false),
    );
    expect(check(['2027-06-16'])).toBe(
      'Bookings at Greenlake Tennis Club open up to 365 days ahead. Please choose an earlier date.',
    );
    expect(check(['2999-12-31'])).toBeDefined();
  });

  it('needs every weekly date within the horizon, and says when only the last ones are beyond', () => {
    expect(check(sessionDates('2027-05-25', true))).toBeUndefined();
    const lastBeyond = sessionDates('2027-05-26', true);
    expect(lastBeyond.at(-1)).toBe('2027-06-16');
    expect(check(lastBeyond)).toBe(
      AvailabilityMessages.beyondHorizon('Greenlake Tennis Club', 365, true),
    );
    expect(check(lastBeyond)).toMatch(/last of the four weekly dates/);
    // When the first date is beyond too, the plain message says it.
    expect(check(sessionDates('2027-07-01', true))).toBe(
      AvailabilityMessages.beyondHorizon('Greenlake Tennis Club', 365, false),
    );
  });

  it("follows the location's own horizon", () => {
    const near = club('America/New_York', 30);
    expect(check(['2026-07-15'], near)).toBeUndefined();
    expect(check(['2026-07-16'], near)).toBe(
      AvailabilityMessages.beyondHorizon('Greenlake Tennis Club', 30, false),
    );
    expect(check(['2026-06-16'], club('America/New_York', 1))).toBeUndefined();
    expect(check(['2026-06-17'], club('America/New_York', 1))).toBe(
      'Bookings at Greenlake Tennis Club open up to 1 day ahead. Please choose an earlier date.',
    );
  });

  it("uses today at the location: Auckland's horizon is a day ahead of New York's at the same instant", () => {
    const late = new Date('2026-06-15T23:45:00Z');
    const problem = (timeZone: string) =>
      bookingHorizonProblem({ dates: ['2027-06-16'], now: late, location: club(timeZone) });
    expect(problem('America/New_York')).toBeDefined();
    expect(problem('Pacific/Auckland')).toBeUndefined();
  });
});
