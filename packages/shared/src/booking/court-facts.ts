import { z } from 'zod';
import { plainText } from '../validation/fields';
import {
  DEFAULT_COURT_SLOT_SETTINGS,
  sessionMinutesOf,
  slotRulesOf,
  type CourtSlotSettings,
} from './slot-rules';

/** The sports a club picks from; it may also name its own. */
export const SPORTS = ['tennis', 'padel', 'pickleball', 'squash', 'badminton'] as const;

/** A court's sport when the club has not said: every court of a club that sets nothing. */
export const DEFAULT_SPORT = 'tennis';

/** A sport's name as a form or query sends it: trimmed, lower case, 1 to 40 plain characters. */
export const sportField = (message: string) =>
  plainText('Sport', message).trim().toLowerCase().min(1, message).max(40, message);

/**
 * What anyone is told of a court beside its number, in every answer that lists courts (the
 * availability check, the day's grid, the day sheet, a location's courts): its sport, name,
 * surface, whether it is indoors and lit, and the sessions it offers.
 */
export const CourtFactsSchema = z.object({
  sport: z.string().meta({ example: 'padel' }),
  /** Its own name ("Centre Court"), or null: it goes by "Court {number}". */
  name: z.string().nullable(),
  surface: z.string().nullable(),
  indoor: z.boolean(),
  lights: z.boolean(),
  /** The session lengths (minutes) it offers, shortest first: `[60, 90, 120]`. */
  session_minutes: z.array(z.number().int()).meta({ example: [60, 90, 120] }),
  /** Its starts fall every this many minutes from midnight: 30, or 15. */
  start_step_minutes: z.number().int(),
});
export type CourtFacts = z.infer<typeof CourtFactsSchema>;

/** A court as the database keeps what `CourtFacts` tells. */
export interface CourtFactsRow extends CourtSlotSettings {
  sport: string;
  name: string | null;
  surface: string | null;
  indoor: boolean;
  lights: boolean;
}

/** The facts of a court that sets nothing: SPEC's court. */
export const DEFAULT_COURT_FACTS: Readonly<CourtFactsRow> = Object.freeze({
  sport: DEFAULT_SPORT,
  name: null,
  surface: null,
  indoor: false,
  lights: false,
  ...DEFAULT_COURT_SLOT_SETTINGS,
});

export const courtFactsOf = (row: CourtFactsRow): CourtFacts => ({
  sport: row.sport,
  name: row.name,
  surface: row.surface,
  indoor: row.indoor,
  lights: row.lights,
  session_minutes: sessionMinutesOf(slotRulesOf(row)),
  start_step_minutes: row.startStepMinutes,
});

/** "Centre Court", or "Court 3" for a court without a name of its own. */
export const courtLabel = (court: { court_number: number; name?: string | null | undefined }) =>
  court.name ? court.name : `Court ${court.court_number}`;

/** "padel" → "Padel"; a club's own sport as the club wrote it, capitalised. */
export const sportLabel = (sport: string) => sport.charAt(0).toUpperCase() + sport.slice(1);

/** The sports of `courts`, each once, in the order they first appear. */
export const sportsOf = (courts: readonly { sport: string }[]): string[] => [
  ...new Set(courts.map((court) => court.sport)),
];
