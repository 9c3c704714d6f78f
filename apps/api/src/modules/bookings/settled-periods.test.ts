import { addCalendarDays } from '@courtbook/shared';
import { describe, expect, it } from 'vitest';
import { firstLiveDay, settledPeriods, type SettledPeriods } from './settled-periods';

const START = '2024-01-01';
const dayAt = (offset: number) => addCalendarDays(START, offset);

/** Every day the periods name, a month's days included, from START on: repeats show up twice. */
function daysCovered(periods: SettledPeriods | undefined, horizon: string): string[] {
  if (!periods) return [];
  const covered: string[] = [];
  const inRange = (date: string, from: string | undefined, to: string) =>
    (from === undefined || date >= from) && date <= to;
  for (let date = START; date <= horizon; date = addCalendarDays(date, 1)) {
    const { months } = periods;
    if (months && inRange(`${date.slice(0, 7)}-01`, months[0], months[1])) covered.push(date);
    for (const [from, to] of periods.days) if (inRange(date, from, to)) covered.push(date);
  }
  return covered;
}

describe('settledPeriods', () => {
  it('covers every settled day of the range once, for every range over a leap year', () => {
    // Exhaustive over start, end and the live day, a few days apart, across month ends.
    const offsets = Array.from({ length: 35 }, (_, i) => i * 13);
    for (const live of [dayAt(31), dayAt(59), dayAt(60), dayAt(200), dayAt(400)]) {
      for (const from of [undefined, ...offsets.map(dayAt)]) {
        for (const to of [undefined, ...offsets.map(dayAt)]) {
          const expected: string[] = [];
          const last = addCalendarDays(live, -1);
          for (let date = START; date <= last; date = addCalendarDays(date, 1)) {
            if ((from === undefined || date >= from) && (to === undefined || date <= to)) {
              expected.push(date);
            }
          }
          const periods = settledPeriods(live, from, to);
          expect(daysCovered(periods, last), `${from}..${to} before ${live}`).toEqual(expected);
        }
      }
    }
  });

  it('reads whole months from the month rows', () => {
    expect(settledPeriods('2026-11-24', '2026-01-15', undefined)).toEqual({
      months: ['2026-02-01', '2026-10-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-11-01', '2026-11-23'],
      ],
    });
    expect(settledPeriods('2026-11-24', undefined, '2026-03-31')).toEqual({
      months: [undefined, '2026-03-01'],
      days: [],
    });
  });

  it('has nothing to read when the range starts on or after the live day', () => {
    expect(settledPeriods('2026-11-24', '2026-11-24', undefined)).toBeUndefined();
  });

  it('counts row by row from three days before today (UTC)', () => {
    expect(firstLiveDay(new Date('2026-11-27T00:30:00Z'))).toBe('2026-11-24');
  });
});
