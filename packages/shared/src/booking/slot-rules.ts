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
  /** The longest session; none beyond the day's own end when left out. */
  maxDurationMinutes?: number;
  /** The earliest start and the latest end. */
  dayStart: number;
  dayEnd: number;
}

/**
 * The grid every location's rules are drawn on. The request schemas check times against it before
 * the location is known; a location's own rules then refine it (docs/decisions/0033).
 */
export const BASE_SLOT_MINUTES = 15;

/** SPEC.md section 5: starts every 30 minutes from 12:00 AM to 11:00 PM; 1 hour or more, in half hours, ending by midnight. */
export const DEFAULT_SLOT_RULES: Readonly<SlotRules> = Object.freeze({
  slotMinutes: 30,
  minDurationMinutes: 60,
  durationStepMinutes: 30,
  dayStart: 0,
  dayEnd: 24 * 60,
});

/**
 * The finest rules any court may have (starts and lengths in quarter hours, within the day): what
 * a request is checked against before its location and court are known.
 */
export const BASE_SLOT_RULES: Readonly<SlotRules> = Object.freeze({
  slotMinutes: BASE_SLOT_MINUTES,
  minDurationMinutes: BASE_SLOT_MINUTES,
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
    maxDurationMinutes: z.number().int().positive().optional(),
  })
  .refine(
    (rules) =>
      multipleOf(rules.slotMinutes, BASE_SLOT_MINUTES) &&
      multipleOf(24 * 60, rules.slotMinutes) &&
      [rules.minDurationMinutes, rules.durationStepMinutes, rules.dayStart, rules.dayEnd].every(
        (minutes) => multipleOf(minutes, rules.slotMinutes),
      ) &&
      rules.dayEnd - rules.dayStart >= rules.minDurationMinutes &&
      (rules.maxDurationMinutes === undefined ||
        (rules.maxDurationMinutes >= rules.minDurationMinutes &&
          multipleOf(
            rules.maxDurationMinutes - rules.minDurationMinutes,
            rules.durationStepMinutes,
          ))),
    'Slot rules must keep every start, duration and day boundary on the slot grid.',
  );

/**
 * A court's own slot settings, as staff set them and the database keeps them: where its starts
 * fall and how long its sessions run. A court that sets nothing books by SPEC's rules.
 */
export interface CourtSlotSettings {
  /** Starts fall every this many minutes: 30 (SPEC), or 15. */
  startStepMinutes: number;
  minSessionMinutes: number;
  /** The longest session; null: up to the end of the day. */
  maxSessionMinutes: number | null;
  /** Lengths are the shortest plus whole steps of this. */
  sessionStepMinutes: number;
}

/** The start steps a court may have. */
export const START_STEPS_MINUTES = [15, 30] as const;

export const DEFAULT_COURT_SLOT_SETTINGS: Readonly<CourtSlotSettings> = Object.freeze({
  startStepMinutes: DEFAULT_SLOT_RULES.slotMinutes,
  minSessionMinutes: DEFAULT_SLOT_RULES.minDurationMinutes,
  maxSessionMinutes: null,
  sessionStepMinutes: DEFAULT_SLOT_RULES.durationStepMinutes,
});

const isDefaultSettings = (court: CourtSlotSettings) =>
  court.startStepMinutes === DEFAULT_COURT_SLOT_SETTINGS.startStepMinutes &&
  court.minSessionMinutes === DEFAULT_COURT_SLOT_SETTINGS.minSessionMinutes &&
  court.maxSessionMinutes === null &&
  court.sessionStepMinutes === DEFAULT_COURT_SLOT_SETTINGS.sessionStepMinutes;

/**
 * The rules a court books by (slot length, shortest, step and longest session, the day's first
 * start and last end): availability, the wizard, the grid, the day sheet and the booking's own
 * checks ask this, and nothing else says what a court allows. A court with no settings of its own
 * books by SPEC's (`DEFAULT_SLOT_RULES`, the same object).
 */
export function slotRulesOf(court: CourtSlotSettings): Readonly<SlotRules> {
  if (isDefaultSettings(court)) return DEFAULT_SLOT_RULES;
  return {
    ...DEFAULT_SLOT_RULES,
    slotMinutes: court.startStepMinutes,
    minDurationMinutes: court.minSessionMinutes,
    durationStepMinutes: court.sessionStepMinutes,
    ...(court.maxSessionMinutes === null ? {} : { maxDurationMinutes: court.maxSessionMinutes }),
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const longestOf = (rules: SlotRules) =>
  Math.min(rules.maxDurationMinutes ?? Infinity, rules.dayEnd - rules.dayStart);

/**
 * The rules shared by several courts (a location's, or one sport's): what a page asks before a
 * court is chosen, and the cells of the location's day. Every start and length one of them allows
 * passes these; each court's own rules then decide (`slotRulesOf`). Courts that agree give their
 * rules themselves; none gives SPEC's.
 */
export function locationSlotRules(courtRules: readonly SlotRules[]): Readonly<SlotRules> {
  const [first, ...rest] = courtRules;
  if (!first) return DEFAULT_SLOT_RULES;
  const same = (a: SlotRules, b: SlotRules) =>
    a.slotMinutes === b.slotMinutes &&
    a.minDurationMinutes === b.minDurationMinutes &&
    a.durationStepMinutes === b.durationStepMinutes &&
    a.maxDurationMinutes === b.maxDurationMinutes &&
    a.dayStart === b.dayStart &&
    a.dayEnd === b.dayEnd;
  if (rest.every((rules) => same(rules, first))) return first;
  const minDurationMinutes = Math.min(...courtRules.map((rules) => rules.minDurationMinutes));
  const longest = Math.max(...courtRules.map(longestOf));
  const slotMinutes = courtRules.map((rules) => rules.slotMinutes).reduce(gcd);
  return {
    slotMinutes,
    minDurationMinutes,
    // Every court's lengths are the shortest of all plus whole steps of this.
    durationStepMinutes: courtRules
      .flatMap((rules) => [
        rules.durationStepMinutes,
        rules.minDurationMinutes - minDurationMinutes,
      ])
      .reduce(gcd),
    dayStart: Math.min(...courtRules.map((rules) => rules.dayStart)),
    dayEnd: Math.max(...courtRules.map((rules) => rules.dayEnd)),
    ...(courtRules.some((rules) => rules.maxDurationMinutes === undefined)
      ? {}
      : { maxDurationMinutes: longest }),
  };
}

/** The session lengths (minutes) the rules offer, shortest first: by default 60, 90, … 1440. */
export function sessionMinutesOf(rules: SlotRules): number[] {
  const lengths: number[] = [];
  const longest = longestOf(rules);
  for (let d = rules.minDurationMinutes; d <= longest; d += rules.durationStepMinutes) {
    lengths.push(d);
  }
  return lengths;
}

/** What an answer says of a court's rules (`session_minutes`, `start_step_minutes`). */
export interface CourtRulesFacts {
  session_minutes: readonly number[];
  start_step_minutes: number;
}

/** A court's answer → its rules (`sessionMinutesOf` read back); SPEC's for a court that has none. */
export function slotRulesOfAnswer(court: CourtRulesFacts): Readonly<SlotRules> {
  const [shortest, next] = court.session_minutes;
  const longest = court.session_minutes.at(-1);
  if (shortest === undefined || longest === undefined) return DEFAULT_SLOT_RULES;
  return slotRulesOf({
    startStepMinutes: court.start_step_minutes,
    minSessionMinutes: shortest,
    sessionStepMinutes: next === undefined ? court.start_step_minutes : next - shortest,
    maxSessionMinutes:
      longest >= DEFAULT_SLOT_RULES.dayEnd - DEFAULT_SLOT_RULES.dayStart ? null : longest,
  });
}
