import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, AvailabilityQuerySchema, slotRuleMessages } from './availability';
import { AvailabilityMessages } from './messages';
import { BASE_SLOT_RULES, DEFAULT_SLOT_RULES } from './slot-rules';

const base = {
  location_id: 1,
  date: '2030-05-01',
  start_time: '10:00:00',
  end_time: '11:30:00',
  book_for_four_weeks: 'False',
};
const firstError = (input: object, schema = AvailabilityQuerySchema) =>
  schema.safeParse(input).error?.issues[0]?.message;
/** What the service asks again once it knows the location: SPEC's rules for a club that sets none. */
const SpecRulesSchema = availabilityQuerySchema(DEFAULT_SLOT_RULES);
const OFF_THE_BASE_GRID = slotRuleMessages(BASE_SLOT_RULES).timeInvalid;

describe('AvailabilityQuerySchema', () => {
  it('reads times as minutes and the weekly flag from its spec strings', () => {
    expect(AvailabilityQuerySchema.parse({ ...base, book_for_four_weeks: 'True' })).toEqual({
      location_id: 1,
      date: '2030-05-01',
      start_time: 600,
      end_time: 690,
      book_for_four_weeks: true,
    });
    expect(AvailabilityQuerySchema.parse({ ...base, end_time: '00:00' }).end_time).toBe(1440);
    expect(AvailabilityQuerySchema.parse({ ...base, end_time: '24:00:00' }).end_time).toBe(1440);
  });

  it.each([
    [{ date: '2030-02-30' }, AvailabilityMessages.dateInvalid],
    [{ date: '01/05/2030' }, AvailabilityMessages.dateInvalid],
    [{ start_time: '10:10' }, OFF_THE_BASE_GRID],
    [{ start_time: '24:00' }, OFF_THE_BASE_GRID],
    [{ start_time: 'noon' }, OFF_THE_BASE_GRID],
    [{ end_time: '10:00' }, AvailabilityMessages.endAfterStart],
    [{ location_id: 'x' }, AvailabilityMessages.locationRequired],
  ])('refuses %o', (change, message) => {
    expect(firstError({ ...base, ...change })).toBe(message);
  });

  it.each([
    [{ start_time: '10:15' }, AvailabilityMessages.timeInvalid],
    [{ start_time: 'noon' }, AvailabilityMessages.timeInvalid],
    [{ end_time: '10:30' }, AvailabilityMessages.minimumDuration],
  ])("under SPEC's rules refuses %o", (change, message) => {
    expect(firstError({ ...base, ...change }, SpecRulesSchema)).toBe(message);
  });

  it.each(['9999-12-31', '3000-01-01', '1899-12-31'])(
    'refuses %s: a weekly series from 9999-12-31 would step past year 9999',
    (date) => {
      expect(firstError({ ...base, date })).toBe(
        'Please choose a date from 1900-01-01 to 2999-12-31.',
      );
    },
  );

  it('takes dates from 1900 to 2999, and gives one message for a date that is not real', () => {
    expect(AvailabilityQuerySchema.parse({ ...base, date: '2999-12-31' }).date).toBe('2999-12-31');
    expect(AvailabilityQuerySchema.parse({ ...base, date: '1900-01-01' }).date).toBe('1900-01-01');
    const issues = AvailabilityQuerySchema.safeParse({ ...base, date: '99999-01-01' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([AvailabilityMessages.dateInvalid]);
  });
});
