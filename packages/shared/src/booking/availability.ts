import { z } from 'zod';
import { idField } from '../validation/fields';
import { DAY_MINUTES, MIN_DURATION_MINUTES, minutesOf, SLOT_MINUTES } from './time-slots';

/**
 * The years a date field takes. Far outside anything bookable, but inside what the date
 * arithmetic handles: a weekly series from 9999-12-31 would step into year 10000.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2999;

export const AvailabilityMessages = {
  locationRequired: 'Please choose a location.',
  dateInvalid: 'Please choose a valid date (YYYY-MM-DD).',
  datePast: 'Please choose today or a later date.',
  timeInvalid: 'Times must be on the half hour (HH:mm).',
  endAfterStart: 'The end time must be after the start time.',
  minimumDuration: 'A booking lasts at least 1 hour.',
  pastMidnight: 'A booking must end by midnight.',
  startPassed: 'That start time has already passed. Please choose a later time.',
  locationNotFound: 'This location does not exist or is not open for bookings.',
  clockChange:
    'These times do not exist at this location because the clocks change then. Please choose other times.',
  dateOutOfRange: `Please choose a date from ${MIN_DATE_YEAR}-01-01 to ${MAX_DATE_YEAR}-12-31.`,
  /** DESIGN.md section 4: bookings open up to a per-location horizon (days after today there). */
  beyondHorizon: (location: string, days: number, weekly: boolean) =>
    `Bookings at ${location} open up to ${days} ${days === 1 ? 'day' : 'days'} ahead${
      weekly ? ', and the last of the four weekly dates is later than that' : ''
    }. Please choose an earlier date.`,
} as const;

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

/** A time on the 30-minute grid → minutes after midnight. `allowMidnightEnd` reads "00:00"/"24:00" as 1440. */
export const gridTimeField = (allowMidnightEnd = false) =>
  z
    .string(AvailabilityMessages.timeInvalid)
    .trim()
    .transform((value, ctx) => {
      const minutes = minutesOf(value);
      const normalised = allowMidnightEnd && minutes === 0 ? DAY_MINUTES : minutes;
      if (
        Number.isNaN(normalised) ||
        normalised % SLOT_MINUTES !== 0 ||
        (!allowMidnightEnd && normalised >= DAY_MINUTES)
      ) {
        ctx.addIssue({ code: 'custom', message: AvailabilityMessages.timeInvalid });
        return z.NEVER;
      }
      return normalised;
    });

/** What is wrong with a session's start and end (minutes), if anything: the rules every slot obeys. */
export function slotProblem(start: number, end: number): string | undefined {
  if (end <= start) return AvailabilityMessages.endAfterStart;
  if (end - start < MIN_DURATION_MINUTES) return AvailabilityMessages.minimumDuration;
  if (end > DAY_MINUTES) return AvailabilityMessages.pastMidnight;
  return undefined;
}

/** The slot rules both the availability query and a booking obey (the date's "not past" check needs the location's time zone). */
export const slotRules = <T extends { start_time: number; end_time: number }>(
  schema: z.ZodType<T>,
) =>
  schema.superRefine((v, ctx) => {
    const problem = slotProblem(v.start_time, v.end_time);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end_time'], message: problem });
  });

/** POST /check_court_availability/ */
export const AvailabilityQuerySchema = slotRules(
  z.object({
    location_id: idField(AvailabilityMessages.locationRequired),
    date: bookingDateField(),
    start_time: gridTimeField(false),
    end_time: gridTimeField(true),
    book_for_four_weeks: weeklyFlag,
  }),
);
export type AvailabilityQueryInput = z.input<typeof AvailabilityQuerySchema>;
export type AvailabilityQuery = z.output<typeof AvailabilityQuerySchema>;

export const CourtAvailabilitySchema = z.object({
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
