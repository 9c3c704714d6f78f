import { describe, expect, it } from 'vitest';
import {
  durationOptions,
  isWithinOpeningHours,
  earliestStartMinutes,
  formatCalendarDate,
  formatDurationLabel,
  formatSessionLength,
  formatTimeLabel,
  localDate,
  localDateTime,
  localInstant,
  minutesOf,
  sessionDates,
  slotInstants,
  START_MINUTES,
  timeOf,
} from './time-slots';

describe('the time grid', () => {
  it('offers starts every 30 minutes from 12:00 AM to 11:00 PM', () => {
    expect(START_MINUTES).toHaveLength(47);
    expect(formatTimeLabel(START_MINUTES[0] ?? -1)).toBe('12:00 AM');
    expect(formatTimeLabel(START_MINUTES.at(-1) ?? -1)).toBe('11:00 PM');
    expect(formatTimeLabel(750)).toBe('12:30 PM');
  });

  it('offers 1 hour or more, in half hours, up to midnight', () => {
    expect(durationOptions(0)).toHaveLength(47);
    expect(durationOptions(22 * 60)).toEqual([60, 90, 120]);
    expect(durationOptions(23 * 60)).toEqual([60]);
    expect(formatDurationLabel(90)).toBe('1.5 hours');
    expect(formatDurationLabel(60)).toBe('1 hour');
    expect(formatSessionLength(90)).toBe('1.5 hours');
    expect(formatSessionLength(45)).toBe('45 minutes');
    expect(formatSessionLength(75)).toBe('75 minutes');
    expect(formatSessionLength(30)).toBe('30 minutes');
  });

  it('reads and writes times, midnight at the end of the day included', () => {
    expect(minutesOf('10:30')).toBe(630);
    expect(minutesOf('10:30:00')).toBe(630);
    expect(minutesOf('24:00:00')).toBe(1440);
    expect(minutesOf('24:30')).toBeNaN();
    expect(minutesOf('9:30')).toBeNaN();
    expect(timeOf(1440)).toBe('24:00:00');
    expect(timeOf(90)).toBe('01:30:00');
  });
});

describe.each(['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland'])(
  'in %s',
  (timeZone) => {
    it('knows the local date, which may differ from UTC', () => {
      const now = new Date('2026-06-15T23:45:00Z');
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
      expect(localDate(now, timeZone)).toBe(expected);
    });

    it('opens today from the next half hour, future days from midnight, past days never', () => {
      const today = localDate(new Date(), timeZone);
      const earliest = earliestStartMinutes(today, new Date(), timeZone);
      expect(earliest).toBeGreaterThan(0);
      expect((earliest ?? 1) % 30).toBe(0);
      expect(earliestStartMinutes('2999-01-01', new Date(), timeZone)).toBe(0);
      expect(earliestStartMinutes('2000-01-01', new Date(), timeZone)).toBeUndefined();
    });
  },
);

describe('earliestStartMinutes on a fixed clock', () => {
  const tz = 'America/New_York';
  it('skips to the next boundary, and past one that is exactly now', () => {
    expect(earliestStartMinutes('2026-06-15', new Date('2026-06-15T14:10:00Z'), tz)).toBe(
      10 * 60 + 30,
    );
    expect(earliestStartMinutes('2026-06-15', new Date('2026-06-15T14:00:00Z'), tz)).toBe(
      10 * 60 + 30,
    );
    expect(earliestStartMinutes('2026-06-15', new Date('2026-06-15T14:29:59Z'), tz)).toBe(
      10 * 60 + 30,
    );
    expect(earliestStartMinutes('2026-06-15', new Date('2026-06-15T14:30:01Z'), tz)).toBe(11 * 60);
  });
});

describe('slotInstants across daylight-saving changes (America/New_York)', () => {
  const tz = 'America/New_York';
  it('maps an ordinary evening to UTC with the summer offset', () => {
    const { startsAt, endsAt } = slotInstants('2026-07-01', 18 * 60, 19 * 60 + 30, tz);
    expect(startsAt.toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-07-01T23:30:00.000Z');
  });

  it('ends a session at the next midnight', () => {
    const { endsAt } = slotInstants('2026-01-10', 23 * 60, 24 * 60, tz);
    expect(endsAt.toISOString()).toBe('2026-01-11T05:00:00.000Z');
  });

  it('makes a 1:00-4:00 session on the spring-forward day two real hours long', () => {
    const { startsAt, endsAt } = slotInstants('2026-03-08', 60, 240, tz);
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(2);
  });

  it('makes a 1:00-4:00 session on the fall-back day four real hours long', () => {
    const { startsAt, endsAt } = slotInstants('2026-11-01', 60, 240, tz);
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(4);
  });
});

describe('localDateTime', () => {
  it('writes an instant as the local date and time, on either side of a clock change', () => {
    const tz = 'America/New_York';
    expect(localDateTime(new Date('2030-03-10T06:59:00Z'), tz)).toBe('2030-03-10T01:59');
    expect(localDateTime(new Date('2030-03-10T07:00:00Z'), tz)).toBe('2030-03-10T03:00');
    expect(localDateTime(new Date('2030-05-01T04:00:00Z'), 'Asia/Kolkata')).toBe(
      '2030-05-01T09:30',
    );
  });
});

describe('sessionDates', () => {
  it('gives one date, or four a week apart across a month and a DST change', () => {
    expect(sessionDates('2026-10-20', false)).toEqual(['2026-10-20']);
    expect(sessionDates('2026-10-20', true)).toEqual([
      '2026-10-20',
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
    ]);
  });

  it('keeps the dates whatever the machine’s zone, across its own clock change (found by fast-check)', () => {
    // New Zealand's clocks went forward on 2031-09-28: a machine there used to get 09-27.
    expect(sessionDates('2031-09-07', true)).toEqual([
      '2031-09-07',
      '2031-09-14',
      '2031-09-21',
      '2031-09-28',
    ]);
  });
});

describe('isWithinOpeningHours', () => {
  const hours = { '1': { open: '06:00', close: '22:00' }, '6': { open: '08:00', close: '24:00' } };
  it('treats no hours as always open', () => {
    expect(isWithinOpeningHours({}, '2026-06-15', 0, 1440)).toBe(true);
  });
  it('checks the weekday of the date (2026-06-15 is a Monday, 2026-06-20 a Saturday)', () => {
    expect(isWithinOpeningHours(hours, '2026-06-15', 6 * 60, 22 * 60)).toBe(true);
    expect(isWithinOpeningHours(hours, '2026-06-15', 5 * 60 + 30, 7 * 60)).toBe(false);
    expect(isWithinOpeningHours(hours, '2026-06-15', 21 * 60, 22 * 60 + 30)).toBe(false);
    expect(isWithinOpeningHours(hours, '2026-06-20', 23 * 60, 24 * 60)).toBe(true);
    expect(isWithinOpeningHours(hours, '2026-06-16', 10 * 60, 11 * 60)).toBe(false);
  });
});

describe('localInstant, whatever the machine’s own clock does', () => {
  // Found by the property tests on a machine in Auckland, whose clocks went forward that night.
  it.each([
    ['2025-09-28', 180, 'America/New_York', '2025-09-28T07:00:00.000Z'],
    ['2026-09-27', 150, 'Pacific/Auckland', '2026-09-26T14:30:00.000Z'], // in the gap: forward
    ['2026-03-08', 150, 'America/New_York', '2026-03-08T07:30:00.000Z'], // in the gap: forward
    ['2026-11-01', 90, 'America/New_York', '2026-11-01T05:30:00.000Z'], // repeated hour: the first
  ])('%s at minute %i in %s is %s', (date, minutes, timeZone, instant) => {
    expect(localInstant(date, minutes, timeZone).toISOString()).toBe(instant);
  });
});

describe('formatCalendarDate', () => {
  it('prints a calendar date with its weekday, whatever the machine’s time zone', () => {
    expect(formatCalendarDate('2026-12-07')).toBe('Mon, Dec 7, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
    expect(formatCalendarDate('2028-02-29')).toBe('Tue, Feb 29, 2028');
  });

  it('returns what is not a real date as it came', () => {
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('tomorrow')).toBe('tomorrow');
  });
});
