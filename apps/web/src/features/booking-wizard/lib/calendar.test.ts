import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatShortDate, monthGrid, MONTH_NAMES } from './calendar';

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

  it('names dates and months in full', () => {
    expect(formatLongDate('2026-11-28')).toBe('Saturday, November 28, 2026');
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
  });

  it('spells every date of two years as US English Intl does', () => {
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
    }
  });
});
