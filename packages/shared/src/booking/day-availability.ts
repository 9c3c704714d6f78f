import { z } from 'zod';
import { idField } from '../validation/fields';
import { bookingDateField, slotProblem } from './availability';
import { AvailabilityMessages } from './messages';
import { CourtFactsSchema } from './court-facts';
import {
  DEFAULT_SLOT_RULES,
  slotRulesOfAnswer,
  type CourtRulesFacts,
  type SlotRules,
} from './slot-rules';
import { DAY_MINUTES, SLOT_MINUTES, startMinutesOf } from './time-slots';

/**
 * What one court is doing in one cell of a day (a half hour, or the location's slot), as anyone may see it (never who booked):
 * - `free`: bookable;
 * - `booked`: held or booked by someone;
 * - `closed`: the court is closed (a closure, or the court is out of use);
 * - `outside_hours`: the location is not open then;
 * - `past`: the half hour has begun or gone;
 * - `skipped`: the clocks go forward over it, so it does not happen that day.
 */
export const SLOT_STATES = [
  'free',
  'booked',
  'closed',
  'outside_hours',
  'past',
  'skipped',
] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/**
 * Cells in a day under the default rules: a court's `slots[i]` is the cell starting
 * i × `slot_minutes` after midnight (the location's slot length: 30 by default).
 */
export const DAY_SLOTS = DAY_MINUTES / SLOT_MINUTES;

/** GET /day_availability/ */
export const DayAvailabilityQuerySchema = z.object({
  location_id: idField(AvailabilityMessages.locationRequired),
  date: bookingDateField(),
});
export type DayAvailabilityQuery = z.output<typeof DayAvailabilityQuerySchema>;

export const CourtDaySchema = CourtFactsSchema.extend({
  court_id: z.number().int(),
  court_number: z.number().int(),
  /** DAY_MINUTES / `slot_minutes` of them. */
  slots: z.array(z.enum(SLOT_STATES)),
});
export type CourtDay = z.infer<typeof CourtDaySchema>;

/** GET /day_availability/ beside `code` and `message`: every court of a location, every slot of a date. */
export const DayAvailabilitySchema = z.object({
  location_id: z.number().int(),
  date: z.string(),
  time_zone: z.string(),
  /** The location's slot length (`SlotRules.slotMinutes`): each cell's length. */
  slot_minutes: z.number().int().positive(),
  courts: z.array(CourtDaySchema),
});
export type DayAvailability = z.infer<typeof DayAvailabilitySchema>;

/** Why a start time cannot be chosen: every court is taken, or none is open then. */
export type StartProblem = 'past' | 'full' | 'closed';

export interface StartChoice {
  minutes: number;
  /** Courts free for the whole session on every date asked about. */
  freeCourtIds: number[];
  problem: StartProblem | undefined;
}

const slotsOf = (start: number, end: number, slotMinutes: number) => {
  const first = start / slotMinutes;
  return Array.from({ length: (end - start) / slotMinutes }, (_, i) => first + i);
};

/** True when the court is free for every cell of [start, end) on that day. */
export const isCourtFree = (
  court: Pick<CourtDay, 'slots'>,
  start: number,
  end: number,
  slotMinutes: number = SLOT_MINUTES,
) => slotsOf(start, end, slotMinutes).every((i) => court.slots[i] === 'free');

/** Whether the court's own rules offer the session. */
export const offersSession = (court: CourtRulesFacts, start: number, end: number): boolean =>
  slotProblem(start, end, slotRulesOfAnswer(court)) === undefined;

/**
 * The courts free from `start` for `duration` minutes on every one of `days` (one day, or the
 * four of a weekly booking), and if there is none, why: `past` when the start has gone, `full`
 * when a court that is open then is taken, `closed` when no court is open for that session.
 * `rules` are those the courts share (`locationSlotRules`); a court whose own rules do not offer
 * the session is not counted.
 */
export function startChoice(
  days: readonly DayAvailability[],
  start: number,
  duration: number,
  rules: SlotRules = DEFAULT_SLOT_RULES,
) {
  const end = start + duration;
  const first = days[0];
  if (!first || slotProblem(start, end, rules)) {
    return { minutes: start, freeCourtIds: [], problem: 'closed' } satisfies StartChoice;
  }
  const cell = first.slot_minutes;
  const courtOn = (day: DayAvailability, courtId: number) =>
    day.courts.find((court) => court.court_id === courtId);
  const offering = first.courts.filter((court) => offersSession(court, start, end));
  const freeCourtIds = offering
    .filter((court) =>
      days.every((day) => {
        const same = courtOn(day, court.court_id);
        return same !== undefined && isCourtFree(same, start, end, cell);
      }),
    )
    .map((court) => court.court_id);
  if (freeCourtIds.length > 0) return { minutes: start, freeCourtIds, problem: undefined };

  const offered = new Set(offering.map((court) => court.court_id));
  const states = days.flatMap((day) =>
    day.courts
      .filter((court) => offered.has(court.court_id))
      .flatMap((court) => slotsOf(start, end, cell).map((i) => court.slots[i])),
  );
  const begun = first.courts.some((court) => court.slots[start / cell] === 'past');
  const problem: StartProblem = begun ? 'past' : states.includes('booked') ? 'full' : 'closed';
  return { minutes: start, freeCourtIds, problem } satisfies StartChoice;
}

/**
 * Every start of the day for the shortest session (SPEC.md section 5 resets the duration to it):
 * where courts have their own shortest, each court's own, so a court that offers only longer
 * sessions still counts.
 */
export function startChoices(
  days: readonly DayAvailability[],
  rules: SlotRules = DEFAULT_SLOT_RULES,
): StartChoice[] {
  const shortest = [
    ...new Set([
      rules.minDurationMinutes,
      ...(days[0]?.courts ?? []).map((court) => court.session_minutes[0] ?? Infinity),
    ]),
  ]
    .filter((minutes) => Number.isFinite(minutes))
    .sort((a, b) => a - b);
  return startMinutesOf(rules).map((start) => {
    const choices = shortest.map((duration) => startChoice(days, start, duration, rules));
    const free = new Set(choices.flatMap((choice) => choice.freeCourtIds));
    if (free.size === 0) return choices[0]!;
    const freeCourtIds = days[0]!.courts
      .map((court) => court.court_id)
      .filter((id) => free.has(id));
    return { minutes: start, freeCourtIds, problem: undefined };
  });
}

/** GET /court_events/: live changes at a location (Server-Sent Events). */
export const CourtEventsQuerySchema = z.object({
  location_id: idField(AvailabilityMessages.locationRequired),
});

/**
 * A slot of a court taken or freed, as the database announces it (migration 0016): by a hold, its
 * confirmation, a release, a replacement, a lapse or a cancellation. Local times, "HH:mm:ss"; an end
 * at midnight is "24:00:00".
 */
export interface SlotEvent {
  event: 'slot.taken' | 'slot.freed';
  court_id: number;
  start_time: string;
  end_time: string;
}

/**
 * GET /court_events/'s `change` event: a slot taken or freed on a date, or (closures, courts,
 * opening hours) a change on any date, `date: null`, with no slot.
 */
export type CourtChange = { location_id: number } & (
  ({ date: string } & SlotEvent) | { date: string | null; event?: undefined }
);
