import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  formatDayMonth,
  formatLongDate,
  formatShortDate,
  monthGrid,
  monthName,
  WEEKDAYS,
} from './calendar';

const machineZone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again whenever it changes.
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('calendar', () => {
  it('lays a month out Sunday first, padding the weeks with nulls', () => {
    // 1 January 2026 is a Thursday.
    const weeks = monthGrid(2026, 0);
    expect(weeks[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(weeks[1]?.[0]).toBe('2026-01-04');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows leap years and short months', () => {
    expect(monthGrid(2028, 1).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2026, 1).flat().filter(Boolean)).toHaveLength(28);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthGrid(2026, 1)).toHaveLength(4);
  });

  it('moves across months and years by whole days, whatever the local clock', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -7)).toBe('2025-12-25');
  });

  it('names dates, months and weekdays', () => {
    expect(formatLongDate('2026-11-28')).toBe('Saturday, November 28, 2026');
    expect(formatShortDate('2026-11-28')).toBe('Sat, Nov 28, 2026');
    expect(formatDayMonth('2026-11-28')).toBe('Nov 28');
    expect(monthName(0)).toBe('January');
    expect(monthName(11)).toBe('December');
    expect(WEEKDAYS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  // Auckland is ahead of UTC and Los Angeles behind it; Santiago moves its clocks at midnight,
  // so some of its days start at 1 AM.
  it.each(['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'America/Santiago'])(
    'spells every date of two years as US English Intl does, on a machine in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      const long = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const short = new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let offset = 0; offset < 731; offset += 1) {
        const date = addDays('2026-01-01', offset);
        const instant = new Date(`${date}T00:00:00Z`);
        expect(formatLongDate(date)).toBe(long.format(instant));
        expect(formatShortDate(date)).toBe(short.format(instant));
        expect(formatDayMonth(date)).toBe(short.format(instant).slice(5, -6));
      }
    },
  );
});
