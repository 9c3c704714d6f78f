import { z } from 'zod';
import { BookingSchema, MIN_DURATION_MINUTES } from '@courtbook/shared';
import { choicesKey, type BookingChoices } from './booking-request';

export const STEP_LABELS = [
  'Choose Date',
  'Time Slot',
  'Select Court',
  'Checkout',
  'Payment',
] as const;
export const LAST_STEP = STEP_LABELS.length - 1;

/** Each step's `?step=` in the address (the first step has none): Back and Forward move between them. */
export const STEP_PARAMS = ['date', 'time', 'court', 'checkout', 'payment'] as const;

/** The step an address asks for: none is the first step; an unknown one too. */
export const stepOfParam = (param: string | null): number => {
  const index = STEP_PARAMS.findIndex((name) => name === param);
  return index < 0 ? 0 : index;
};

export const WizardStateSchema = z.object({
  locationId: z.string(),
  /** 0-based: 0 is Choose Date, 4 is Payment. */
  step: z.number().int().min(0).max(LAST_STEP),
  date: z.string().nullable(),
  /** The sport chosen at a club with several (kept from before sports were asked: none). */
  sport: z.string().nullable().default(null),
  start: z.number().int().nullable(),
  duration: z.number().int(),
  weekly: z.boolean(),
  courtId: z.number().int().nullable(),
  playerEmail: z.string(),
  /** The bookings NEXT created at the court step, and the choices they were made from. */
  created: z.object({ key: z.string(), bookings: z.array(BookingSchema).min(1) }).nullable(),
});
export type WizardState = z.infer<typeof WizardStateSchema>;

export const initialWizardState = (locationId: string): WizardState => ({
  locationId,
  step: 0,
  date: null,
  sport: null,
  start: null,
  duration: MIN_DURATION_MINUTES,
  weekly: false,
  courtId: null,
  playerEmail: '',
  created: null,
});

/** One saved wizard per route: a player's and a staff member's never mix. */
export const wizardStorageKey = (route: string): string => `courtbook.booking-wizard:${route}`;

/** The saved wizard for this location, or a fresh one (nothing saved, unreadable, or another location). */
export function readWizardState(route: string, locationId: string): WizardState {
  try {
    const raw = window.sessionStorage.getItem(wizardStorageKey(route));
    if (raw) {
      const parsed = WizardStateSchema.safeParse(JSON.parse(raw));
      if (parsed.success && parsed.data.locationId === locationId) return parsed.data;
    }
  } catch {
    // Unreadable storage or JSON: start afresh.
  }
  return initialWizardState(locationId);
}

export function writeWizardState(route: string, state: WizardState): void {
  try {
    window.sessionStorage.setItem(wizardStorageKey(route), JSON.stringify(state));
  } catch (error) {
    console.warn('Could not keep the booking wizard in session storage.', error);
  }
}

export function clearWizardState(route: string): void {
  try {
    window.sessionStorage.removeItem(wizardStorageKey(route));
  } catch {
    // Nothing to clear.
  }
}

/** The booking choices, once a date, a start and a court are chosen. */
export const choicesOf = (state: WizardState): BookingChoices | null =>
  state.date === null || state.start === null || state.courtId === null
    ? null
    : {
        locationId: state.locationId,
        date: state.date,
        start: state.start,
        duration: state.duration,
        weekly: state.weekly,
        courtId: state.courtId,
        playerEmail: state.playerEmail,
      };

/**
 * The furthest step the choices reach, for an address (Forward, a link, a reload) asking for a
 * later one: the checkout and payment only for the booking made from the choices as they are.
 */
export function reachableStep(state: WizardState): number {
  if (state.date === null) return 0;
  if (state.start === null) return 1;
  const choices = choicesOf(state);
  return choices && state.created?.key === choicesKey(choices) ? LAST_STEP : 2;
}
