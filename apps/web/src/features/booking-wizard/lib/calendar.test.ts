import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bookableMonths,
  lastDateOf,
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

  it('offers the twelve months from today’s: in December, December to November', () => {
    expect(bookableMonths('2026-12-01')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
    // The default horizon (365 days) reaches 1 December 2027: still twelve months.
    expect(bookableMonths('2026-12-01', '2027-12-01')).toHaveLength(12);
    expect(bookableMonths('2026-01-15', '2027-01-15').at(-1)).toBe('2026-12');
  });

  it('stops the months at a short horizon', () => {
    expect(bookableMonths('2026-12-20', '2027-01-19')).toEqual(['2026-12', '2027-01']);
    expect(bookableMonths('2026-12-30', '2026-12-31')).toEqual(['2026-12']);
  });

  it('moves months across years and knows their last dates', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', 23)).toBe('2028-02');
    expect(lastDateOf('2028-02')).toBe('2028-02-29');
    expect(lastDateOf('2026-12')).toBe('2026-12-31');
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
