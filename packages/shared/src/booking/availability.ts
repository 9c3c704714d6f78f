import { z } from 'zod';
import { idField } from '../validation/fields';
import { ValidationMessages } from '../validation/messages';
import { MAX_DATE_YEAR, MIN_DATE_YEAR } from './date-years';
import { CourtFactsSchema, sportField } from './court-facts';
import { AvailabilityMessages } from './messages';
import { BASE_SLOT_RULES, DEFAULT_SLOT_RULES, type SlotRules } from './slot-rules';
import { DAY_MINUTES, formatDurationLabel, formatTimeLabel, minutesOf } from './time-slots';

/** "True"/"False" as the spec sends it, or a boolean. */
export const weeklyFlag = z
  .union([z.boolean(), z.enum(['True', 'False', 'true', 'false', '1', '0'])])
  .default(false)
  .transform((v) => v === true || v === 'True' || v === 'true' || v === '1');

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** True for a real calendar date written YYYY-MM-DD. */
export const isRealDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const isInDateRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

/** A real calendar date, YYYY-MM-DD, in the years MIN_DATE_YEAR to MAX_DATE_YEAR. */
export const bookingDateField = () =>
  z
    .string(AvailabilityMessages.dateInvalid)
    .trim()
    .refine(isRealDate, { message: AvailabilityMessages.dateInvalid, abort: true })
    .refine(isInDateRange, AvailabilityMessages.dateOutOfRange);

/** A list's or report's optional range of dates (YYYY-MM-DD each, both included). */
export const dateRangeFields = () => ({
  start_date: bookingDateField().optional(),
  end_date: bookingDateField().optional(),
});

type DateRange = { start_date?: string | undefined; end_date?: string | undefined };

/** Refuses, on `end_date`, a range that runs backwards. */
export const startOnOrBeforeEnd = <T extends z.ZodType<DateRange>>(schema: T) =>
  schema.refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ['end_date'],
    message: ValidationMessages.startDateAfterEnd,
  });

const GRID_WORDS: Record<number, string> = {
  15: 'on the quarter hour',
  30: 'on the half hour',
  60: 'on the hour',
};
const STEP_WORDS: Record<number, string> = { 30: 'half hours', 60: 'whole hours' };

/**
 * The messages that name the rules' figures. The default rules give SPEC's words exactly
 * (`AvailabilityMessages`, `BookingMessages`); other rules the same sentences with their figures.
 */
export function slotRuleMessages(rules: SlotRules = DEFAULT_SLOT_RULES) {
  const minimum = formatDurationLabel(rules.minDurationMinutes);
  const grid = GRID_WORDS[rules.slotMinutes] ?? `every ${rules.slotMinutes} minutes`;
  const step =
    STEP_WORDS[rules.durationStepMinutes] ?? `steps of ${rules.durationStepMinutes} minutes`;
  const end = rules.dayEnd === DAY_MINUTES ? 'midnight' : formatTimeLabel(rules.dayEnd);
  return {
    timeInvalid: `Times must be ${grid} (HH:mm).`,
    minimumDuration: `A booking lasts at least ${minimum}.`,
    maximumDuration: `A booking lasts at most ${formatDurationLabel(rules.maxDurationMinutes ?? DAY_MINUTES)}.`,
    durationInvalid: `Please choose a duration of ${minimum} or more, in ${step}.`,
    pastDayEnd: `A booking must end by ${end}.`,
    beforeDayStart: `A booking cannot start before ${formatTimeLabel(rules.dayStart)}.`,
  };
}

/**
 * A time on the rules' grid (by default every 30 minutes) → minutes after midnight.
 * `allowMidnightEnd` reads "00:00"/"24:00" as 1440.
 */
export const gridTimeField = (allowMidnightEnd = false, rules: SlotRules = DEFAULT_SLOT_RULES) => {
  const message = slotRuleMessages(rules).timeInvalid;
  return z
    .string(message)
    .trim()
    .transform((value, ctx) => {
      const minutes = minutesOf(value);
      const normalised = allowMidnightEnd && minutes === 0 ? DAY_MINUTES : minutes;
      if (
        Number.isNaN(normalised) ||
        normalised % rules.slotMinutes !== 0 ||
        (!allowMidnightEnd && normalised >= DAY_MINUTES)
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });
};

/**
 * What is wrong with a session's start and end (minutes) under the rules, if anything. Under the
 * default rules the request schemas have already put both on the grid; a location with other
 * rules has its service ask again with them.
 */
export function slotProblem(
  start: number,
  end: number,
  rules: SlotRules = DEFAULT_SLOT_RULES,
): string | undefined {
  const messages = slotRuleMessages(rules);
  if (start % rules.slotMinutes !== 0) return messages.timeInvalid;
  if (end <= start) return AvailabilityMessages.endAfterStart;
  if (end - start < rules.minDurationMinutes) return messages.minimumDuration;
  if ((end - start - rules.minDurationMinutes) % rules.durationStepMinutes !== 0)
    return messages.durationInvalid;
  if (end - start > (rules.maxDurationMinutes ?? DAY_MINUTES)) return messages.maximumDuration;
  if (start < rules.dayStart) return messages.beforeDayStart;
  if (end > rules.dayEnd) return messages.pastDayEnd;
  return undefined;
}

/** The slot rules both the availability query and a booking obey (the date's "not past" check needs the location's time zone). */
export const withSlotRules = <T extends { start_time: number; end_time: number }>(
  schema: z.ZodType<T>,
  rules: SlotRules = DEFAULT_SLOT_RULES,
) =>
  schema.superRefine((v, ctx) => {
    const problem = slotProblem(v.start_time, v.end_time, rules);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end_time'], message: problem });
  });

/** POST /check_court_availability/ under `rules`. */
export const availabilityQuerySchema = (rules: SlotRules = DEFAULT_SLOT_RULES) =>
  withSlotRules(
    z.object({
      location_id: idField(AvailabilityMessages.locationRequired),
      date: bookingDateField(),
      start_time: gridTimeField(false, rules),
      end_time: gridTimeField(true, rules),
      book_for_four_weeks: weeklyFlag,
      /** Beside SPEC's fields: only the courts of this sport. */
      sport: sportField(AvailabilityMessages.sportInvalid).optional().meta({ example: 'padel' }),
    }),
    rules,
  );

/** POST /check_court_availability/: the base grid; the service applies the location's own rules. */
export const AvailabilityQuerySchema = availabilityQuerySchema(BASE_SLOT_RULES);
export type AvailabilityQueryInput = z.input<typeof AvailabilityQuerySchema>;
export type AvailabilityQuery = z.output<typeof AvailabilityQuerySchema>;

export const CourtAvailabilitySchema = CourtFactsSchema.extend({
  court_id: z.number().int(),
  court_number: z.number().int(),
  court_fee_hrs: z.string(),
  is_booked: z.boolean(),
  /** Why the court cannot be chosen, beside SPEC's `is_booked`: closed wins over booked. */
  unavailable_reason: z.enum(['booked', 'closed']).nullable(),
  /** The dates (of the four, with the weekly option) on which that reason holds. */
  unavailable_dates: z.array(z.string()),
});
export type CourtAvailability = z.infer<typeof CourtAvailabilitySchema>;

/** POST /check_court_availability/ beside `code` and `message`: SPEC.md section 7 reads `courts`. */
export const AvailabilityResultSchema = z.object({ courts: z.array(CourtAvailabilitySchema) });
export type AvailabilityResult = z.infer<typeof AvailabilityResultSchema>;
