import { describe, expect, it } from 'vitest';
import { courtFactsOf, DEFAULT_COURT_FACTS } from './court-facts';
import {
  DAY_SLOTS,
  startChoice,
  startChoices,
  type DayAvailability,
  type SlotState,
} from './day-availability';

/** A day whose courts are free from 08:00 to 22:00 except where `marks` say (half-hour index → state). */
const dayOf = (date: string, ...courts: Record<number, SlotState>[]): DayAvailability => ({
  location_id: 1,
  date,
  time_zone: 'UTC',
  slot_minutes: 30,
  courts: courts.map((marks, i) => ({
    ...courtFactsOf(DEFAULT_COURT_FACTS),
    court_id: i + 1,
    court_number: i + 1,
    slots: Array.from(
      { length: DAY_SLOTS },
      (_, slot): SlotState => marks[slot] ?? (slot >= 16 && slot < 44 ? 'free' : 'outside_hours'),
    ),
  })),
});
const TEN = 20; // the half hour starting 10:00

describe('start choices', () => {
  it('offers a start while one court is free for the whole hour, naming the courts', () => {
    const day = dayOf('2030-05-01', { [TEN]: 'booked' }, {});
    expect(startChoice([day], 600, 60)).toEqual({
      minutes: 600,
      freeCourtIds: [2],
      problem: undefined,
    });
  });

  it('says full when every open court is taken, closed when none is open', () => {
    const day = dayOf('2030-05-01', { [TEN + 1]: 'booked' }, { [TEN]: 'closed' });
    expect(startChoice([day], 600, 60).problem).toBe('full');
    expect(startChoice([day], 7 * 60, 60).problem).toBe('closed');
    expect(startChoice([day], 21.5 * 60, 60).problem).toBe('closed');
    expect(startChoice([day], 21 * 60, 60).problem).toBeUndefined();
  });

  it('says past for a start that has begun', () => {
    const day = dayOf('2030-05-01', { 16: 'past', 17: 'past' });
    expect(startChoice([day], 8 * 60, 60).problem).toBe('past');
    expect(startChoice([day], 9 * 60, 60).problem).toBeUndefined();
  });

  it('needs the same court free on every weekly date', () => {
    const weeks = [
      dayOf('2030-05-01', {}, { [TEN]: 'booked' }),
      dayOf('2030-05-08', { [TEN]: 'booked' }, {}),
    ];
    expect(startChoice(weeks, 600, 60)).toMatchObject({ freeCourtIds: [], problem: 'full' });
    expect(startChoice(weeks, 660, 60)).toMatchObject({ freeCourtIds: [1, 2] });
  });

  it('lists every start of the day for the minimum hour, nothing past midnight', () => {
    const choices = startChoices([dayOf('2030-05-01', {})]);
    expect(choices).toHaveLength(47);
    expect(choices.filter((c) => c.problem === undefined).map((c) => c.minutes)).toEqual(
      Array.from({ length: 27 }, (_, i) => 480 + i * 30),
    );
  });
});

describe('courts with their own session lengths', () => {
  /** Court 1 is tennis by SPEC's rules; court 2 padel, 90 minutes only. */
  const mixed = (): DayAvailability => {
    const day = dayOf('2030-05-01', {}, {});
    const padel = {
      ...DEFAULT_COURT_FACTS,
      sport: 'padel',
      minSessionMinutes: 90,
      maxSessionMinutes: 90,
    };
    day.courts[1] = { ...day.courts[1]!, ...courtFactsOf(padel) };
    return day;
  };

  it('counts a court only for the sessions it offers', () => {
    expect(startChoice([mixed()], 600, 60).freeCourtIds).toEqual([1]);
    expect(startChoice([mixed()], 600, 90).freeCourtIds).toEqual([1, 2]);
    expect(startChoice([mixed()], 600, 120).freeCourtIds).toEqual([1]);
  });

  it('says full only from the courts that offer the session', () => {
    const day = mixed();
    day.courts[1]!.slots[TEN] = 'booked';
    const onlyPadel = { ...day, courts: [day.courts[1]!] };
    expect(startChoice([onlyPadel], 600, 90).problem).toBe('full');
    expect(startChoice([onlyPadel], 600, 60).problem).toBe('closed');
  });
});
