import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotProblem } from './availability';
import { centsToDecimal, decimalToCents, priceBooking } from './pricing';
import {
  DAY_MINUTES,
  durationOptions,
  earliestStartMinutes,
  halfHoursOf,
  localDate,
  localDateTime,
  localInstant,
  MIN_DURATION_MINUTES,
  sessionDates,
  SLOT_MINUTES,
  START_MINUTES,
  timeOf,
} from './time-slots';

/** Properties of the slot, duration and price rules, over generated inputs rather than examples. */

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
];
const zone = fc.constantFrom(...ZONES);
const start = fc.constantFrom(...START_MINUTES);
const day = fc
  .date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2032-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('start times and durations', () => {
  it('offers only durations that are whole half hours, at least an hour, ending by midnight', () => {
    fc.assert(
      fc.property(start, (s) => {
        const options = durationOptions(s);
        expect(options.length).toBeGreaterThan(0);
        for (const d of options) {
          expect(d % SLOT_MINUTES).toBe(0);
          expect(d).toBeGreaterThanOrEqual(MIN_DURATION_MINUTES);
          expect(s + d).toBeLessThanOrEqual(DAY_MINUTES);
          expect(slotProblem(s, s + d)).toBeUndefined();
        }
        // Nothing longer is allowed: the next step would pass midnight.
        expect(slotProblem(s, s + options.at(-1)! + SLOT_MINUTES)).toBeDefined();
      }),
    );
  });

  it('accepts a slot on the grid exactly when it ends after starting, lasts an hour or more and ends by midnight', () => {
    const onGrid = fc.integer({ min: 0, max: 50 }).map((n) => n * SLOT_MINUTES);
    fc.assert(
      fc.property(onGrid, onGrid, (s, e) => {
        const valid = e > s && e - s >= MIN_DURATION_MINUTES && e <= DAY_MINUTES;
        expect(slotProblem(s, e) === undefined).toBe(valid);
      }),
    );
  });

  it('refuses every slot off the grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 1500 }), (s, e) => {
        fc.pre(s % SLOT_MINUTES !== 0 || e % SLOT_MINUTES !== 0);
        expect(slotProblem(s, e)).toBeDefined();
      }),
    );
  });

  it('opens today on the next half-hour boundary after now, whatever the zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2032-12-31'), noInvalidDate: true }),
        zone,
        (now, timeZone) => {
          const today = localDate(now, timeZone);
          const first = earliestStartMinutes(today, now, timeZone)!;
          expect(first % SLOT_MINUTES).toBe(0);
          // The first open start is in the future, and the one before it is not.
          const at = (minutes: number) => localInstant(today, minutes, timeZone).getTime();
          if (first < DAY_MINUTES) expect(at(first)).toBeGreaterThan(now.getTime());
          expect(at(first - SLOT_MINUTES)).toBeLessThanOrEqual(now.getTime() + 3_600_000);
        },
      ),
    );
  });

  it('spaces the four weekly sessions exactly a week apart on the calendar', () => {
    fc.assert(
      fc.property(day, (date) => {
        const dates = sessionDates(date, true);
        expect(dates).toHaveLength(4);
        expect(dates[0]).toBe(date);
        for (let i = 1; i < 4; i++) {
          const gap = Date.parse(`${dates[i]}T00:00:00Z`) - Date.parse(`${dates[i - 1]}T00:00:00Z`);
          expect(gap).toBe(7 * 86_400_000);
        }
        expect(sessionDates(date, false)).toEqual([date]);
      }),
    );
  });

  it('keeps a session inside its local day, even across clock changes', () => {
    fc.assert(
      fc.property(day, start, zone, (date, s, timeZone) => {
        const d = durationOptions(s)[0]!;
        const begins = localInstant(date, s, timeZone);
        const ends = localInstant(date, s + d, timeZone);
        expect(localDate(begins, timeZone)).toBe(date);
        // A start the clocks skip moves forward to where the gap ends; an hour that lies wholly in
        // the gap has no length at all, and the API refuses it (AvailabilityMessages.clockChange).
        const startExists = localDateTime(begins, timeZone) === `${date}T${timeOf(s).slice(0, 5)}`;
        if (startExists) expect(ends.getTime()).toBeGreaterThan(begins.getTime());
        else expect(ends.getTime()).toBeGreaterThanOrEqual(begins.getTime());
      }),
    );
  });
});

describe('a day in half hours', () => {
  // 200 days of 48 half hours, each converted three ways: about 2 s alone, past Vitest's 5 s
  // default when the machine is busy.
  it(
    'gives each half hour the instants localInstant gives, clock-change days included',
    { timeout: 30_000 },
    () => {
      const changeDays = fc.constantFrom(
        ['2030-03-10', 'America/New_York'],
        ['2030-11-03', 'America/New_York'],
        ['2030-03-31', 'Europe/London'],
        ['2030-04-07', 'Australia/Lord_Howe'],
        ['2030-09-29', 'Pacific/Chatham'],
      );
      fc.assert(
        fc.property(fc.oneof(fc.tuple(day, zone), changeDays), ([date, timeZone]) => {
          const halves = halfHoursOf(date, timeZone);
          expect(halves).toHaveLength(DAY_MINUTES / SLOT_MINUTES);
          halves.forEach((half, i) => {
            const start = i * SLOT_MINUTES;
            expect(half.startsAt).toEqual(localInstant(date, start, timeZone));
            expect(half.endsAt).toEqual(localInstant(date, start + SLOT_MINUTES, timeZone));
            const wallClock = `${date}T${timeOf(start).slice(0, 5)}`;
            expect(half.skipped).toBe(localDateTime(half.startsAt, timeZone) !== wallClock);
          });
        }),
        { numRuns: 200 },
      );
    },
  );
});

describe('prices', () => {
  const priceInput = fc.record({
    hourlyFeeCents: fc.integer({ min: 0, max: 100_000 }),
    durationMinutes: fc.integer({ min: 2, max: 48 }).map((halfHours) => halfHours * 30),
    taxBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    cardFeeBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    sessions: fc.constantFrom(1, 4),
  });

  it('adds up: the charge is fee, tax and card fee over every session, all whole cents', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const p = priceBooking(input);
        for (const value of Object.values(p)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(p.totalPriceCents).toBe(p.sessionFeeCents * input.sessions);
        expect(p.fullTaxCents).toBe(p.sessionTaxCents * input.sessions);
        expect(p.fullCardFeeCents).toBe(p.sessionCardFeeCents * input.sessions);
        expect(p.onAmountCents).toBe(p.totalPriceCents + p.fullTaxCents + p.fullCardFeeCents);
      }),
    );
  });

  it('rounds each session amount half-up to the cent, never more than half a cent away', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const p = priceBooking(input);
        const exactFee = (input.hourlyFeeCents * input.durationMinutes) / 60;
        expect(Math.abs(p.sessionFeeCents - exactFee)).toBeLessThanOrEqual(0.5);
        const exactTax = (p.sessionFeeCents * input.taxBasisPoints) / 10_000;
        expect(Math.abs(p.sessionTaxCents - exactTax)).toBeLessThanOrEqual(0.5);
        // Half-up: an exact half goes up.
        if (exactTax % 1 === 0.5) expect(p.sessionTaxCents).toBe(Math.ceil(exactTax));
      }),
    );
  });

  it('never charges less for a longer session or a higher fee', () => {
    fc.assert(
      fc.property(priceInput, fc.integer({ min: 1, max: 10 }), (input, more) => {
        const base = priceBooking(input).onAmountCents;
        expect(
          priceBooking({ ...input, durationMinutes: input.durationMinutes + more * 30 })
            .onAmountCents,
        ).toBeGreaterThanOrEqual(base);
        expect(
          priceBooking({ ...input, hourlyFeeCents: input.hourlyFeeCents + more }).onAmountCents,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('writes and reads money without losing a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});
