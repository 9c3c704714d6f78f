import { describe, expect, it } from 'vitest';
import type { StartChoice } from './day-availability';
import { AvailabilityMessages } from './messages';
import {
  dayStateOf,
  datesOfMonth,
  MonthAvailabilityQuerySchema,
  monthDatesByClock,
} from './month-availability';

const stateOf = (
  options: Omit<Parameters<typeof monthDatesByClock>[0], 'bookingHorizonDays'>,
  horizon = 365,
) =>
  Object.fromEntries(
    monthDatesByClock({ ...options, bookingHorizonDays: horizon }).map((d) => [d.date, d.state]),
  );

describe('datesOfMonth', () => {
  it('lists every date of the month, leap days and year ends included', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2027-02').at(-1)).toBe('2027-02-28');
    expect(datesOfMonth('2026-12')[0]).toBe('2026-12-01');
    expect(datesOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    // New York's spring-forward day is a date like any other.
    expect(datesOfMonth('2027-03')).toContain('2027-03-14');
    expect(datesOfMonth('2027-03')).toHaveLength(31);
  });
});

describe('monthDatesByClock', () => {
  // 1 December 2026, 10:30 UTC: already 2 December in Kiritimati (UTC+14), still 30 November
  // in Pago Pago (UTC−11).
  const now = new Date('2026-12-01T10:30:00Z');

  it('counts today at the location, not on the machine or in UTC', () => {
    const east = stateOf({ month: '2026-12', now, timeZone: 'Pacific/Kiritimati' });
    expect(east['2026-12-01']).toBe('past');
    expect(east['2026-12-02']).toBeUndefined();
    const west = stateOf({ month: '2026-12', now, timeZone: 'Pacific/Pago_Pago' });
    expect(west['2026-12-01']).toBeUndefined();
    expect(stateOf({ month: '2026-11', now, timeZone: 'Pacific/Pago_Pago' })['2026-11-30']).toBe(
      undefined,
    );
    expect(stateOf({ month: '2026-11', now, timeZone: 'Pacific/Kiritimati' })['2026-11-30']).toBe(
      'past',
    );
  });

  it('reaches into the next year in December, up to the horizon at the location', () => {
    const january = stateOf({ month: '2027-01', now, timeZone: 'America/New_York' });
    expect(Object.values(january).every((state) => state === undefined)).toBe(true);
    // 365 days from 1 December 2026 is 1 December 2027 in New York, 2 December in Kiritimati.
    const ny = stateOf({ month: '2027-12', now, timeZone: 'America/New_York' });
    expect(ny['2027-12-01']).toBeUndefined();
    expect(ny['2027-12-02']).toBe('beyond_horizon');
    const east = stateOf({ month: '2027-12', now, timeZone: 'Pacific/Kiritimati' });
    expect(east['2027-12-02']).toBeUndefined();
    expect(east['2027-12-03']).toBe('beyond_horizon');
  });

  it('stops at a short horizon', () => {
    const short = stateOf({ month: '2026-12', now, timeZone: 'America/New_York' }, 10);
    expect(short['2026-12-11']).toBeUndefined();
    expect(short['2026-12-12']).toBe('beyond_horizon');
    expect(short['2026-11-30']).toBeUndefined(); // not in the month
  });

  it('turns over at the local midnight of a clock-change day', () => {
    // New York falls back on 1 November 2026: 03:59 UTC is 23:59 EDT on 31 October, and 04:00
    // UTC is midnight on 1 November.
    const before = stateOf({
      month: '2026-10',
      now: new Date('2026-11-01T03:59:00Z'),
      timeZone: 'America/New_York',
    });
    expect(before['2026-10-31']).toBeUndefined();
    const after = stateOf({
      month: '2026-10',
      now: new Date('2026-11-01T04:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(after['2026-10-31']).toBe('past');
  });
});

const choice = (problem: StartChoice['problem']): StartChoice => ({
  minutes: 600,
  freeCourtIds: problem ? [] : [1],
  problem,
});

describe('dayStateOf', () => {
  it('is open while one start is free', () => {
    expect(
      dayStateOf({
        asItStands: [choice('past'), choice('full'), choice(undefined)],
        withCourtsEmpty: [choice(undefined)],
      }),
    ).toBe('open');
  });

  it('is closed when nothing is free even with every court empty', () => {
    expect(
      dayStateOf({ asItStands: [choice('closed')], withCourtsEmpty: [choice('closed')] }),
    ).toBe('closed');
    // Today on a day the club is shut: the begun starts do not make it "past".
    expect(
      dayStateOf({
        asItStands: [choice('past'), choice('closed')],
        withCourtsEmpty: [choice('closed'), choice('closed')],
      }),
    ).toBe('closed');
  });

  it('is full when bookings take what would be free, and past when only the clock does', () => {
    expect(
      dayStateOf({
        asItStands: [choice('past'), choice('full'), choice('closed')],
        withCourtsEmpty: [choice(undefined), choice(undefined), choice('closed')],
      }),
    ).toBe('full');
    expect(
      dayStateOf({
        asItStands: [choice('past'), choice('past')],
        withCourtsEmpty: [choice(undefined), choice(undefined)],
      }),
    ).toBe('past');
  });
});

describe('MonthAvailabilityQuerySchema', () => {
  it.each([
    ['2026-13', AvailabilityMessages.monthInvalid],
    ['2026-00', AvailabilityMessages.monthInvalid],
    ['2026-1', AvailabilityMessages.monthInvalid],
    ['2026-12-01', AvailabilityMessages.monthInvalid],
    [undefined, AvailabilityMessages.monthInvalid],
    ['0999-01', AvailabilityMessages.monthOutOfRange],
    ['3000-01', AvailabilityMessages.monthOutOfRange],
  ])('refuses the month %s', (month, message) => {
    const parsed = MonthAvailabilityQuerySchema.safeParse({ location_id: '3', month });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('takes a month and a location id', () => {
    expect(MonthAvailabilityQuerySchema.parse({ location_id: '3', month: ' 2027-01 ' })).toEqual({
      location_id: 3,
      month: '2027-01',
    });
  });
});
