import { addCalendarDays } from '@courtbook/shared';
import { describe, expect, it } from 'vitest';
import { countZones, tallyPeriods, type TallyPeriods } from './tally-periods';

const START = '2024-01-01';
const END = '2025-03-31';
const dayAt = (offset: number) => addCalendarDays(START, offset);
const inRange = (date: string, from: string | undefined, to: string | undefined) =>
  (from === undefined || date >= from) && (to === undefined || date <= to);

/** Every day from START to END the periods name, a month's days included: repeats show twice. */
function daysCovered(periods: TallyPeriods | undefined): string[] {
  if (!periods) return [];
  const covered: string[] = [];
  for (let date = START; date <= END; date = addCalendarDays(date, 1)) {
    const { months } = periods;
    if (months && inRange(`${date.slice(0, 7)}-01`, ...months)) covered.push(date);
    for (const [from, to] of periods.days) if (inRange(date, from, to)) covered.push(date);
  }
  return covered;
}

describe('tallyPeriods', () => {
  it('covers every day of any range once, over a leap year and its month ends', () => {
    // Exhaustive over starts and ends a few days apart, each of them also missing (unbounded).
    const offsets = Array.from({ length: 20 }, (_, i) => i * 23);
    for (const from of [undefined, ...offsets.map(dayAt)]) {
      for (const to of [undefined, ...offsets.map(dayAt)]) {
        const expected: string[] = [];
        for (let date = START; date <= END; date = addCalendarDays(date, 1)) {
          if (inRange(date, from, to)) expected.push(date);
        }
        expect(daysCovered(tallyPeriods(from, to)), `${from}..${to}`).toEqual(expected);
      }
    }
  });

  it('reads whole months from the month rows', () => {
    expect(tallyPeriods('2026-01-15', '2026-11-23')).toEqual({
      months: ['2026-02-01', '2026-10-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-11-01', '2026-11-23'],
      ],
    });
    expect(tallyPeriods(undefined, '2026-03-31')).toEqual({
      months: [undefined, '2026-03-01'],
      days: [],
    });
    expect(tallyPeriods('2026-03-02', undefined)).toEqual({
      months: ['2026-04-01', undefined],
      days: [['2026-03-02', '2026-03-31']],
    });
  });

  it('has nothing to read when the range is empty', () => {
    expect(tallyPeriods('2026-11-24', '2026-11-23')).toBeUndefined();
  });
});

describe('countZones', () => {
  it('counts row by row from yesterday (UTC) to the day after tomorrow', () => {
    expect(countZones(new Date('2026-11-27T23:30:00Z'))).toEqual({
      liveFrom: '2026-11-26',
      futureFrom: '2026-11-29',
    });
  });
});
