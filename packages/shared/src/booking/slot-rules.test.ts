import { describe, expect, it } from 'vitest';
import {
  availabilityQuerySchema,
  AvailabilityQuerySchema,
  slotProblem,
  slotRuleMessages,
} from './availability';
import { createBookingSchema } from './booking-requests';
import { startChoice, startChoices, type DayAvailability } from './day-availability';
import { AvailabilityMessages, BookingMessages } from './messages';
import { courtFactsOf, DEFAULT_COURT_FACTS } from './court-facts';
import {
  BASE_SLOT_RULES,
  DEFAULT_COURT_SLOT_SETTINGS,
  DEFAULT_SLOT_RULES,
  locationSlotRules,
  sessionMinutesOf,
  slotRulesOfAnswer,
  SlotRulesSchema,
  slotRulesOf,
  type SlotRules,
} from './slot-rules';
import {
  durationOptions,
  earliestStartMinutes,
  halfHoursOf,
  localInstant,
  START_MINUTES,
  startMinutesOf,
} from './time-slots';

/** A location on a 60-minute grid, open for starts from 7 AM, sessions ending by 10 PM. */
const HOURLY: SlotRules = {
  slotMinutes: 60,
  minDurationMinutes: 60,
  durationStepMinutes: 60,
  dayStart: 7 * 60,
  dayEnd: 22 * 60,
};

const query = { location_id: 1, date: '2030-05-01', book_for_four_weeks: false };
const booking = { location: 1, court_id: 2, booking_date: '2030-05-01', total_price: '40.00' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the default slot rules', () => {
  it('are the behaviour every location had: SPEC.md section 5', () => {
    expect(startMinutesOf()).toEqual(START_MINUTES);
    expect(START_MINUTES).toHaveLength(47);
    expect(durationOptions(22 * 60, DEFAULT_SLOT_RULES)).toEqual([60, 90, 120]);
    expect(locationSlotRules([])).toBe(DEFAULT_SLOT_RULES);
    expect(slotRulesOf(DEFAULT_COURT_SLOT_SETTINGS)).toBe(DEFAULT_SLOT_RULES);
    expect(locationSlotRules([DEFAULT_SLOT_RULES, DEFAULT_SLOT_RULES])).toBe(DEFAULT_SLOT_RULES);
    expect(SlotRulesSchema.safeParse(DEFAULT_SLOT_RULES).success).toBe(true);
  });

  it("word their messages as SPEC's messages, word for word", () => {
    expect(slotRuleMessages()).toEqual({
      timeInvalid: AvailabilityMessages.timeInvalid,
      minimumDuration: AvailabilityMessages.minimumDuration,
      durationInvalid: BookingMessages.durationInvalid,
      maximumDuration: 'A booking lasts at most 24 hours.',
      pastDayEnd: AvailabilityMessages.pastMidnight,
      beforeDayStart: 'A booking cannot start before 12:00 AM.',
    });
  });
});

describe('a location on a 60-minute grid', () => {
  it('fit together; rules off the base grid or past the day do not', () => {
    expect(SlotRulesSchema.safeParse(HOURLY).success).toBe(true);
    expect(SlotRulesSchema.safeParse({ ...HOURLY, slotMinutes: 45 }).success).toBe(false);
    expect(SlotRulesSchema.safeParse({ ...HOURLY, durationStepMinutes: 30 }).success).toBe(false);
    expect(SlotRulesSchema.safeParse({ ...HOURLY, dayStart: 21.5 * 60 }).success).toBe(false);
  });

  it('offers starts on the hour from the day start to an hour before its end', () => {
    const starts = startMinutesOf(HOURLY);
    expect(starts[0]).toBe(7 * 60);
    expect(starts.at(-1)).toBe(21 * 60);
    expect(starts).toHaveLength(15);
    expect(starts.every((start) => start % 60 === 0)).toBe(true);
  });

  it('offers whole hours up to the end of the day', () => {
    expect(durationOptions(19 * 60, HOURLY)).toEqual([60, 120, 180]);
    expect(durationOptions(21 * 60, HOURLY)).toEqual([60]);
  });

  it('opens today at the next whole hour', () => {
    const now = new Date('2030-05-01T14:10:00Z');
    expect(earliestStartMinutes('2030-05-01', now, 'UTC', HOURLY)).toBe(15 * 60);
    expect(earliestStartMinutes('2030-05-01', now, 'UTC')).toBe(14.5 * 60);
    expect(earliestStartMinutes('2030-05-02', now, 'UTC', HOURLY)).toBe(0);
  });

  it('cuts the day into hours, clock changes included', () => {
    const hours = halfHoursOf('2030-03-10', 'America/New_York', 60);
    expect(hours).toHaveLength(24);
    expect(hours[2]).toMatchObject({ skipped: true });
    expect(hours[3]!.startsAt).toEqual(localInstant('2030-03-10', 3 * 60, 'America/New_York'));
  });

  it('refuses 10:30, a duration in half hours, and times outside its day', () => {
    const schema = availabilityQuerySchema(HOURLY);
    expect(schema.parse({ ...query, start_time: '10:00', end_time: '12:00' })).toMatchObject({
      start_time: 600,
      end_time: 720,
    });
    expect(
      firstMessage(schema.safeParse({ ...query, start_time: '10:30', end_time: '12:00' })),
    ).toBe('Times must be on the hour (HH:mm).');
    // The base grid takes 10:30; the location's rules then refuse it.
    expect(
      AvailabilityQuerySchema.safeParse({ ...query, start_time: '10:30', end_time: '12:00' })
        .success,
    ).toBe(true);
    expect(slotProblem(630, 720, HOURLY)).toBe('Times must be on the hour (HH:mm).');
    expect(slotProblem(600, 690, HOURLY)).toBe(
      'Please choose a duration of 1 hour or more, in whole hours.',
    );
    expect(slotProblem(6 * 60, 7 * 60, HOURLY)).toBe('A booking cannot start before 7:00 AM.');
    expect(slotProblem(21 * 60, 23 * 60, HOURLY)).toBe('A booking must end by 10:00 PM.');
    expect(slotProblem(600, 720, HOURLY)).toBeUndefined();
  });

  it('takes bookings of whole hours only', () => {
    const schema = createBookingSchema(HOURLY);
    expect(schema.parse({ ...booking, start_time: '10:00', duration: 2 }).end_time).toBe(720);
    expect(firstMessage(schema.safeParse({ ...booking, start_time: '10:00', duration: 1.5 }))).toBe(
      'Please choose a duration of 1 hour or more, in whole hours.',
    );
    expect(firstMessage(schema.safeParse({ ...booking, start_time: '10:30', duration: 1 }))).toBe(
      'Times must be on the hour (HH:mm).',
    );
  });

  it('reads a day of hour cells: a start is free when its hours are', () => {
    const day: DayAvailability = {
      location_id: 1,
      date: '2030-05-01',
      time_zone: 'UTC',
      slot_minutes: 60,
      courts: [
        {
          ...courtFactsOf({ ...DEFAULT_COURT_FACTS, startStepMinutes: 60, sessionStepMinutes: 60 }),
          court_id: 1,
          court_number: 1,
          slots: Array.from({ length: 24 }, (_, i) =>
            i === 10 ? 'booked' : i >= 7 && i < 22 ? 'free' : 'outside_hours',
          ),
        },
      ],
    };
    expect(startChoice([day], 9 * 60, 60, HOURLY)).toMatchObject({ freeCourtIds: [1] });
    expect(startChoice([day], 9 * 60, 120, HOURLY).problem).toBe('full');
    const choices = startChoices([day], HOURLY);
    expect(choices.map((choice) => choice.minutes)).toEqual(startMinutesOf(HOURLY));
    expect(choices.filter((choice) => choice.problem === undefined)).toHaveLength(14);
  });
});

/** Padel: 60, 90 or 120 minutes, starting on the half hour. */
const PADEL = { ...DEFAULT_COURT_SLOT_SETTINGS, maxSessionMinutes: 120 };
/** Pickleball: 30-minute steps of play from half an hour, starting on any quarter hour. */
const PICKLEBALL = {
  startStepMinutes: 15,
  minSessionMinutes: 30,
  maxSessionMinutes: 90,
  sessionStepMinutes: 30,
};

describe("a court's own rules", () => {
  it('offer their lengths and starts, and refuse the others with their figures', () => {
    const padel = slotRulesOf(PADEL);
    expect(sessionMinutesOf(padel)).toEqual([60, 90, 120]);
    expect(slotProblem(600, 750, padel)).toBe('A booking lasts at most 2 hours.');
    expect(durationOptions(600, padel)).toEqual([60, 90, 120]);
    const pickleball = slotRulesOf(PICKLEBALL);
    expect(sessionMinutesOf(pickleball)).toEqual([30, 60, 90]);
    expect(slotProblem(615, 645, pickleball)).toBeUndefined();
    expect(slotProblem(607, 645, pickleball)).toBe('Times must be on the quarter hour (HH:mm).');
    expect(startMinutesOf(pickleball)).toHaveLength(95);
    expect(SlotRulesSchema.safeParse(padel).success).toBe(true);
    expect(SlotRulesSchema.safeParse(pickleball).success).toBe(true);
  });

  it('are read back from what an answer tells of the court', () => {
    for (const settings of [DEFAULT_COURT_SLOT_SETTINGS, PADEL, PICKLEBALL]) {
      const facts = courtFactsOf({ ...DEFAULT_COURT_FACTS, ...settings });
      expect(slotRulesOfAnswer(facts)).toEqual(slotRulesOf(settings));
    }
    expect(slotRulesOfAnswer(courtFactsOf(DEFAULT_COURT_FACTS))).toBe(DEFAULT_SLOT_RULES);
  });

  it("combine into the location's: every court's session passes them", () => {
    const courts = [DEFAULT_COURT_SLOT_SETTINGS, PADEL, PICKLEBALL].map(slotRulesOf);
    const location = locationSlotRules(courts);
    expect(location.slotMinutes).toBe(15);
    expect(location.minDurationMinutes).toBe(30);
    expect(location.maxDurationMinutes).toBeUndefined();
    for (const court of courts) {
      for (const start of startMinutesOf(court)) {
        for (const length of durationOptions(start, court)) {
          expect(slotProblem(start, start + length, location)).toBeUndefined();
        }
      }
    }
    expect(
      locationSlotRules([slotRulesOf(PADEL), slotRulesOf(PICKLEBALL)]).maxDurationMinutes,
    ).toBe(120);
  });

  it('take every court on the base grid', () => {
    expect(SlotRulesSchema.safeParse(BASE_SLOT_RULES).success).toBe(true);
    expect(
      AvailabilityQuerySchema.safeParse({ ...query, start_time: '10:15', end_time: '10:45' })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        AvailabilityQuerySchema.safeParse({ ...query, start_time: '10:10', end_time: '11:00' }),
      ),
    ).toBe('Times must be on the quarter hour (HH:mm).');
  });
});
