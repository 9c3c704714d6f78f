import { z } from 'zod';

/**
 * When sessions may start and how long they may last, as a value: each location (later each court
 * type) may have its own. Every figure is minutes; times are minutes after midnight.
 */
export interface SlotRules {
  /** Starts fall every `slotMinutes` from midnight; the day's availability cells are this long. */
  slotMinutes: number;
  minDurationMinutes: number;
  /** Durations are `minDurationMinutes` plus whole steps of this. */
  durationStepMinutes: number;
  /** The earliest start and the latest end. */
  dayStart: number;
  dayEnd: number;
}

/**
 * The grid every location's rules are drawn on. The request schemas check times against it before
 * the location is known; a location's own rules then refine it (docs/decisions/0033).
 */
export const BASE_SLOT_MINUTES = 30;

/** SPEC.md section 5: starts every 30 minutes from 12:00 AM to 11:00 PM; 1 hour or more, in half hours, ending by midnight. */
export const DEFAULT_SLOT_RULES: Readonly<SlotRules> = Object.freeze({
  slotMinutes: BASE_SLOT_MINUTES,
  minDurationMinutes: 60,
  durationStepMinutes: BASE_SLOT_MINUTES,
  dayStart: 0,
  dayEnd: 24 * 60,
});

const multipleOf = (value: number, of: number) => value % of === 0;

/**
 * Rules that fit together: the slot a whole number of base slots dividing the day, the minimum
 * duration, step, start and end of day on the slot grid, so every session ends on a cell boundary.
 */
export const SlotRulesSchema = z
  .object({
    slotMinutes: z.number().int().positive(),
    minDurationMinutes: z.number().int().positive(),
    durationStepMinutes: z.number().int().positive(),
    dayStart: z.number().int().min(0),
    dayEnd: z
      .number()
      .int()
      .max(24 * 60),
  })
  .refine(
    (rules) =>
      multipleOf(rules.slotMinutes, BASE_SLOT_MINUTES) &&
      multipleOf(24 * 60, rules.slotMinutes) &&
      [rules.minDurationMinutes, rules.durationStepMinutes, rules.dayStart, rules.dayEnd].every(
        (minutes) => multipleOf(minutes, rules.slotMinutes),
      ) &&
      rules.dayEnd - rules.dayStart >= rules.minDurationMinutes,
    'Slot rules must keep every start, duration and day boundary on the slot grid.',
  );

/** A court, as far as its rules go: which one, at which location. */
export interface RulesCourt {
  id: number;
  locationId: number | string;
}

/**
 * The rules shared by every court of a location: what a page asks before a court is chosen (the
 * wizard's time step, the day's grid). Every location has the default ones today.
 */
export const locationSlotRules = (_location: { id: number | string }): Readonly<SlotRules> =>
  DEFAULT_SLOT_RULES;

/**
 * The rules a court books by (slot length, minimum and step of duration, the day's first start and
 * last end): the booking's own checks, the day sheet's cells and their durations ask this. The one
 * place that changes when a court's sport gets its own session lengths (Step 17); today every court
 * books by its location's.
 */
export const slotRulesOf = (court: RulesCourt): Readonly<SlotRules> =>
  locationSlotRules({ id: court.locationId });
