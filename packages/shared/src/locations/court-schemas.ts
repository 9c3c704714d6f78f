import { z } from 'zod';
import { idField } from '../validation/fields';
import { ClosureSchema } from './closure-schemas';
import { CourtFactsSchema, DEFAULT_SPORT, sportField } from '../booking/court-facts';
import { START_STEPS_MINUTES, type CourtSlotSettings } from '../booking/slot-rules';
import {
  DAY_MINUTES,
  formatDurationLabel,
  minutesOf,
  type OpeningHours,
} from '../booking/time-slots';
import {
  flagField,
  moneyField,
  nullableWholeNumberField,
  optionalField,
  percentField,
  requiredField,
  textField,
} from './fields';
import { LocationMessages } from './messages';

export const COURT_NUMBER_MAX = 9999;

/** A court's number: a whole number 1-9999, as a number or its text. */
export const courtNumberField = () =>
  requiredField(
    LocationMessages.courtNumberRequired,
    z
      .union([z.number(), z.string()], LocationMessages.courtNumberInvalid)
      .transform(Number)
      .pipe(
        z
          .number(LocationMessages.courtNumberInvalid)
          .int(LocationMessages.courtNumberInvalid)
          .min(1, LocationMessages.courtNumberInvalid)
          .max(COURT_NUMBER_MAX, LocationMessages.courtNumberInvalid),
      ),
  ).meta({ description: 'A whole number 1-9999, unique at the location.', example: 3 });

/** The hourly fee, an amount with at most 2 decimals ("45.00" or 45). */
export const courtFeeField = () =>
  requiredField(
    LocationMessages.courtFeeRequired,
    moneyField(LocationMessages.courtFeeInvalid),
  ).meta({
    description: 'The hourly fee, 0 to 100000 with at most 2 decimals.',
    example: '45.00',
  });

const SESSION_RANGE = { min: 15, max: 24 * 60 };

const sessionMinutesField = (message: string) =>
  z
    .union([z.number(), z.string()], message)
    .transform(Number)
    .pipe(
      z
        .number(message)
        .int(message)
        .min(SESSION_RANGE.min, message)
        .max(SESSION_RANGE.max, message),
    );

/** Text that may be left empty: '' and null read as none (null). */
const nullableTextField = (label: string, max: number, maxMessage: string) =>
  textField({ label, max, maxMessage }).transform((text) => (text === '' ? null : text));

/** What a court is and how its sessions run; every one optional (SPEC's court when left out). */
export const courtFactFields = {
  // A blank sport is refused, not read as "keep it": a court always has one.
  sport: sportField(LocationMessages.sportInvalid)
    .optional()
    .meta({
      description: `tennis, padel, pickleball, squash, badminton, or the club's own; ${DEFAULT_SPORT} when never set.`,
      example: 'padel',
    }),
  name: nullableTextField('Court name', 60, LocationMessages.courtNameMax)
    .optional()
    .meta({ description: 'Its own name ("Centre Court"); empty: "Court {number}".' }),
  surface: nullableTextField('Surface', 40, LocationMessages.surfaceMax)
    .optional()
    .meta({ example: 'Artificial grass' }),
  indoor: optionalField(flagField(LocationMessages.indoorInvalid)),
  lights: optionalField(flagField(LocationMessages.lightsInvalid)),
  start_step_minutes: optionalField(
    z
      .union([z.number(), z.string()], LocationMessages.startStepInvalid)
      .transform(Number)
      .pipe(
        z.union(
          START_STEPS_MINUTES.map((step) => z.literal(step)),
          LocationMessages.startStepInvalid,
        ),
      ),
  ).meta({ description: 'Starts fall every 30 (SPEC) or 15 minutes.', example: 30 }),
  min_session_minutes: optionalField(sessionMinutesField(LocationMessages.minSessionInvalid)).meta({
    description: 'The shortest session, in minutes (60 by SPEC).',
    example: 60,
  }),
  max_session_minutes: nullableWholeNumberField(
    SESSION_RANGE,
    LocationMessages.maxSessionInvalid,
  ).meta({ description: 'The longest session, in minutes; null: up to closing.', example: 120 }),
  session_step_minutes: optionalField(
    sessionMinutesField(LocationMessages.sessionStepInvalid),
  ).meta({
    description: 'Lengths are the shortest plus whole steps of this (30 by SPEC).',
    example: 30,
  }),
};

const courtFields = {
  /** Tax on the fee, a percentage; the location's default when left out on create. */
  tax_percent: optionalField(percentField(LocationMessages.taxPercentInvalid)),
  /** Card fee on the fee, a percentage; the location's default when left out on create. */
  card_fee_percent: optionalField(percentField(LocationMessages.cardFeePercentInvalid)),
  is_active: optionalField(flagField(LocationMessages.activeInvalid)),
};

/** POST /courts/: a court of a location; number and hourly fee are required. */
export const CourtCreateSchema = z.object(
  {
    location_id: idField(LocationMessages.locationRequired),
    court_number: courtNumberField(),
    court_fee_hrs: courtFeeField(),
    ...courtFields,
    ...courtFactFields,
  },
  LocationMessages.bodyInvalid,
);
export type CourtCreateInput = z.input<typeof CourtCreateSchema>;
export type CourtCreate = z.output<typeof CourtCreateSchema>;

/** PUT /courts/{id}/: any of the fields; those left out keep their value. A court stays at its location. */
export const CourtUpdateSchema = z.object(
  {
    court_number: courtNumberField().optional(),
    court_fee_hrs: courtFeeField().optional(),
    ...courtFields,
    ...courtFactFields,
  },
  LocationMessages.bodyInvalid,
);
export type CourtUpdateInput = z.input<typeof CourtUpdateSchema>;
export type CourtUpdate = z.output<typeof CourtUpdateSchema>;

/** A court as staff see it, with its closures that have not ended yet. */
export const CourtSchema = CourtFactsSchema.extend({
  court_id: z.number().int(),
  location_id: z.number().int(),
  court_number: z.number().int(),
  court_fee_hrs: z.string(),
  tax_percent: z.string(),
  card_fee_percent: z.string(),
  is_active: z.boolean(),
  closures: z.array(ClosureSchema),
  /** The settings `session_minutes` comes from, as staff set them. */
  min_session_minutes: z.number().int(),
  max_session_minutes: z.number().int().nullable(),
  session_step_minutes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Court = z.infer<typeof CourtSchema>;

/** Where a court's settings went wrong: the field to show it on and what to say. */
export interface CourtSettingsProblem {
  field: 'min_session_minutes' | 'max_session_minutes' | 'session_step_minutes';
  message: string;
}

/** The longest a location is open on any day (minutes): the whole day when it sets no hours. */
export function longestOpeningMinutes(hours: OpeningHours): number {
  const days = Object.values(hours).filter((day) => day !== undefined);
  if (days.length === 0) return DAY_MINUTES;
  return Math.max(...days.map((day) => minutesOf(day.close) - minutesOf(day.open)));
}

/**
 * Settings that would leave a court with sessions off its start grid, a longest shorter than its
 * shortest, or no session that fits the location's opening hours (a court nobody could book).
 */
export function courtSettingsProblem(
  court: CourtSlotSettings,
  openingHours: OpeningHours,
): CourtSettingsProblem | undefined {
  const { startStepMinutes: step, minSessionMinutes: min, maxSessionMinutes: max } = court;
  const offGrid = LocationMessages.sessionOffGrid(step);
  if (min % step !== 0) return { field: 'min_session_minutes', message: offGrid };
  if (court.sessionStepMinutes % step !== 0) {
    return { field: 'session_step_minutes', message: offGrid };
  }
  if (max !== null) {
    if (max < min) {
      return { field: 'max_session_minutes', message: LocationMessages.longestBeforeShortest };
    }
    if ((max - min) % court.sessionStepMinutes !== 0) {
      return { field: 'max_session_minutes', message: LocationMessages.longestOffStep };
    }
  }
  const open = longestOpeningMinutes(openingHours);
  if (min > open) {
    return {
      field: 'min_session_minutes',
      message: LocationMessages.sessionLongerThanHours(
        formatDurationLabel(min),
        formatDurationLabel(open),
      ),
    };
  }
  return undefined;
}
