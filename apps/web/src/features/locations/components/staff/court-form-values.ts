import type { FieldErrors } from 'react-hook-form';
import {
  courtSettingsProblem,
  DEFAULT_COURT_FACTS,
  LocationMessages,
  SPORTS,
  sportLabel,
  START_STEPS_MINUTES,
  type Court,
  type CourtSettingsProblem,
  type CourtSlotSettings,
  type OpeningHours,
} from '@courtbook/shared';

/** What the court form edits, as typed; the shared court schema reads it. */
export interface CourtFormValues {
  court_number: string;
  court_fee_hrs: string;
  tax_percent: string;
  card_fee_percent: string;
  is_active: boolean;
  sport: string;
  name: string;
  surface: string;
  indoor: boolean;
  lights: boolean;
  start_step_minutes: string;
  min_session_minutes: string;
  /** Blank: up to closing. */
  max_session_minutes: string;
  session_step_minutes: string;
}

/** The suggested sports as the sport field offers them ("Padel"); the club may type its own. */
export const SPORT_CHOICES = SPORTS.map(sportLabel);

const text = (value: number | null) => (value === null ? '' : String(value));

/** The court's values, or a new court's: SPEC's court at the location's tax and card fee. */
export function courtFormValues(
  court: Court | undefined,
  defaults: { tax_percent: string; card_fee_percent: string },
): CourtFormValues {
  const facts = DEFAULT_COURT_FACTS;
  return {
    court_number: court ? String(court.court_number) : '',
    court_fee_hrs: court?.court_fee_hrs ?? '',
    tax_percent: court?.tax_percent ?? defaults.tax_percent,
    card_fee_percent: court?.card_fee_percent ?? defaults.card_fee_percent,
    is_active: court?.is_active ?? true,
    sport: sportLabel(court?.sport ?? facts.sport),
    name: court?.name ?? '',
    surface: court?.surface ?? '',
    indoor: court?.indoor ?? facts.indoor,
    lights: court?.lights ?? facts.lights,
    start_step_minutes: String(court?.start_step_minutes ?? facts.startStepMinutes),
    min_session_minutes: String(court?.min_session_minutes ?? facts.minSessionMinutes),
    max_session_minutes: text(court ? court.max_session_minutes : facts.maxSessionMinutes),
    session_step_minutes: String(court?.session_step_minutes ?? facts.sessionStepMinutes),
  };
}

const wholeMinutes = (value: string) => {
  const minutes = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(minutes) ? minutes : undefined;
};

/** The session settings the form holds, when each is a whole number (the schema says the rest). */
export function settingsOf(values: CourtFormValues): CourtSlotSettings | undefined {
  const startStepMinutes = wholeMinutes(values.start_step_minutes);
  const minSessionMinutes = wholeMinutes(values.min_session_minutes);
  const sessionStepMinutes = wholeMinutes(values.session_step_minutes);
  const blankMax = values.max_session_minutes.trim() === '';
  const maxSessionMinutes = blankMax ? null : wholeMinutes(values.max_session_minutes);
  if (
    startStepMinutes === undefined ||
    minSessionMinutes === undefined ||
    sessionStepMinutes === undefined ||
    maxSessionMinutes === undefined
  ) {
    return undefined;
  }
  return { startStepMinutes, minSessionMinutes, maxSessionMinutes, sessionStepMinutes };
}

/** Settings the shared rules refuse (the API answers 400 with the same message). */
export function settingsProblem(
  values: CourtFormValues,
  openingHours: OpeningHours,
): CourtSettingsProblem | undefined {
  const settings = settingsOf(values);
  return settings ? courtSettingsProblem(settings, openingHours) : undefined;
}

/**
 * What the shared schema lets pass but the form refuses: a blank sport (the schema reads it as
 * "keep the old one") and settings that leave the court unbookable.
 */
export function formProblems(
  values: CourtFormValues,
  openingHours: OpeningHours,
): FieldErrors<CourtFormValues> {
  const errors: FieldErrors<CourtFormValues> = {};
  if (values.sport.trim() === '') {
    errors.sport = { type: 'required', message: LocationMessages.sportInvalid };
  }
  const problem = settingsProblem(values, openingHours);
  if (problem) errors[problem.field] = { type: 'settings', message: problem.message };
  return errors;
}

export const START_STEP_CHOICES = [...START_STEPS_MINUTES]
  .sort((a, b) => b - a)
  .map((step) => ({ value: String(step), label: `Every ${step} minutes` }));

/** Lengths worth offering: every start step up to 4 hours, then whole hours to a day's half. */
const LENGTHS = [
  ...Array.from({ length: 16 }, (_, i) => (i + 1) * 15),
  300,
  360,
  420,
  480,
  600,
  720,
];
const STEPS = [15, 30, 45, 60, 90, 120];

/** The choices of a length field: the lengths on the start grid, and the value it holds. */
export function lengthChoices(
  startStep: string,
  current: string,
  of: readonly number[] = LENGTHS,
): { value: string; label: string }[] {
  const step = Number(startStep) || 30;
  const held = wholeMinutes(current);
  const lengths = new Set(of.filter((minutes) => minutes % step === 0));
  if (held !== undefined && held > 0) lengths.add(held);
  return [...lengths]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: `${minutes} min` }));
}

export const stepChoices = (startStep: string, current: string) =>
  lengthChoices(startStep, current, STEPS);
