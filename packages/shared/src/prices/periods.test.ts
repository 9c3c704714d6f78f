import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBooking, priceSessions } from '../booking/pricing';
import { weekdayOf } from '../booking/time-slots';
import { feeSegments, periodsOverlap, type PricePeriod } from './periods';

const PEAK: PricePeriod = {
  name: 'Peak',
  weekdays: [1, 2, 3, 4, 5],
  startMinute: 18 * 60,
  endMinute: 22 * 60,
  hourlyFeeCents: 6000,
  courtFeeCents: { 7: 8000 },
};
const WEEKEND: PricePeriod = {
  name: 'Weekend',
  weekdays: [0, 6],
  startMinute: 8 * 60,
  endMinute: 20 * 60,
  hourlyFeeCents: 5000,
};
const MONDAY = 1;

const segmentsOf = (start: number, end: number, options: { courtId?: number; weekday?: number }) =>
  feeSegments({
    courtId: options.courtId ?? 3,
    courtFeeCents: 4000,
    periods: [PEAK, WEEKEND],
    weekday: options.weekday ?? MONDAY,
    start,
    end,
  });

describe('feeSegments', () => {
  it('prices 17:30–19:00 with peak from 18:00 as 30 minutes off-peak and 60 at peak', () => {
    expect(segmentsOf(17 * 60 + 30, 19 * 60, {})).toEqual([
      { minutes: 30, hourlyFeeCents: 4000 },
      { minutes: 60, hourlyFeeCents: 6000, period: 'Peak' },
    ]);
  });

  it('gives a court listed in the period its own fee there', () => {
    expect(segmentsOf(18 * 60, 19 * 60, { courtId: 7 })).toEqual([
      { minutes: 60, hourlyFeeCents: 8000, period: 'Peak' },
    ]);
  });

  it('applies a period only on its weekdays', () => {
    expect(segmentsOf(18 * 60, 19 * 60, { weekday: 6 })).toEqual([
      { minutes: 60, hourlyFeeCents: 5000, period: 'Weekend' },
    ]);
    expect(segmentsOf(21 * 60, 22 * 60, { weekday: 6 })).toEqual([
      { minutes: 60, hourlyFeeCents: 4000 },
    ]);
  });

  it('leaves a session outside every period at the court’s own fee: SPEC’s formula', () => {
    const segments = segmentsOf(9 * 60, 10 * 60 + 30, {});
    expect(segments).toEqual([{ minutes: 90, hourlyFeeCents: 4000 }]);
    const input = { taxBasisPoints: 825, cardFeeBasisPoints: 300, sessions: 4 };
    expect(priceSessions({ segments, ...input })).toEqual(
      priceBooking({ hourlyFeeCents: 4000, durationMinutes: 90, ...input }),
    );
  });

  it('rounds the session’s fee once, from every minute at its fee', () => {
    // 30 minutes at $40.01 and 30 at $60.01: 2000.5 + 3000.5 = 5001 cents, not 2001 + 3001.
    const price = priceSessions({
      segments: [
        { minutes: 30, hourlyFeeCents: 4001 },
        { minutes: 30, hourlyFeeCents: 6001, period: 'Peak' },
      ],
      taxBasisPoints: 0,
      cardFeeBasisPoints: 0,
      sessions: 1,
    });
    expect(price.sessionFeeCents).toBe(5001);
  });
});

describe('price periods, over generated sessions', () => {
  const minute = fc.integer({ min: 0, max: 48 }).map((half) => half * 30);
  const period = fc
    .record({
      weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      from: minute,
      length: fc.integer({ min: 1, max: 48 }).map((half) => half * 30),
      hourlyFeeCents: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ weekdays, from, length, hourlyFeeCents }): PricePeriod => ({
      name: `P${from}`,
      weekdays,
      startMinute: Math.min(from, 1410),
      endMinute: Math.min(Math.min(from, 1410) + length, 1440),
      hourlyFeeCents,
    }));
  const apart = fc
    .array(period, { maxLength: 4 })
    .map((periods) =>
      periods.filter((p, i) => periods.slice(0, i).every((q) => !periodsOverlap(p, q))),
    );
  const session = fc
    .record({ start: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 1, max: 1440 }) })
    .map(({ start, length }) => ({ start, end: Math.min(start + length, 1440) }));
  const weekday = fc.integer({ min: 0, max: 6 });
  const courtFeeCents = fc.integer({ min: 0, max: 50_000 });
  const segmentsFor = (
    periods: PricePeriod[],
    day: number,
    start: number,
    end: number,
    fee = 4000,
  ) => feeSegments({ courtId: 1, courtFeeCents: fee, periods, weekday: day, start, end });

  it('covers every minute of the session once, in order', () => {
    fc.assert(
      fc.property(apart, session, weekday, courtFeeCents, (periods, { start, end }, day, fee) => {
        const segments = segmentsFor(periods, day, start, end, fee);
        expect(segments.reduce((sum, s) => sum + s.minutes, 0)).toBe(end - start);
        expect(segments.every((s) => s.minutes > 0)).toBe(true);
      }),
    );
  });

  it('prices each minute at the fee of the period it falls in, or the court’s', () => {
    fc.assert(
      fc.property(apart, session, weekday, courtFeeCents, (periods, { start, end }, day, fee) => {
        const segments = segmentsFor(periods, day, start, end, fee);
        let at = start;
        for (const segment of segments) {
          for (let m = at; m < at + segment.minutes; m += 1) {
            const over = periods.find(
              (p) => p.weekdays.includes(day) && p.startMinute <= m && m < p.endMinute,
            );
            expect(segment.hourlyFeeCents).toBe(over ? over.hourlyFeeCents : fee);
          }
          at += segment.minutes;
        }
      }),
    );
  });

  it('costs the same split at any minute as whole, before rounding', () => {
    fc.assert(
      fc.property(apart, session, weekday, (periods, { start, end }, day) => {
        fc.pre(end - start >= 2);
        const cut = start + 1 + ((start * 7) % (end - start - 1));
        const feeMinutes = (from: number, to: number) =>
          feeSegments({
            courtId: 1,
            courtFeeCents: 4000,
            periods,
            weekday: day,
            start: from,
            end: to,
          }).reduce((sum, s) => sum + s.minutes * s.hourlyFeeCents, 0);
        expect(feeMinutes(start, cut) + feeMinutes(cut, end)).toBe(feeMinutes(start, end));
      }),
    );
  });
});

describe('weekdayOf', () => {
  it('reads the weekday of the calendar date, whatever the machine’s time zone', () => {
    expect(weekdayOf('2026-06-15')).toBe(1);
    expect(weekdayOf('2026-06-20')).toBe(6);
    // The day the clocks go back in New York, and forward in London.
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-03-29')).toBe(0);
  });
});
