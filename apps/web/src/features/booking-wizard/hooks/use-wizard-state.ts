import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  STEP_PARAMS,
  clearWizardState,
  initialWizardState,
  reachableStep,
  readWizardState,
  stepOfParam,
  writeWizardState,
  type WizardState,
} from '../lib/wizard-state';

export type WizardChoices = Omit<WizardState, 'step'>;

/**
 * The wizard's choices, kept in session storage per route so a reload resumes where it was, and
 * its step, kept in the address (`?step=`) so that the browser's Back and Forward move between
 * the steps. A different location starts afresh.
 */
export function useWizardState(route: string, locationId: string) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const [arrival] = useState(() => ({ key, kept: readWizardState(route, locationId) }));
  const [choices, setChoices] = useState<WizardState>(arrival.kept);

  if (choices.locationId !== locationId) {
    // Adjusting state during render (React's documented pattern) avoids one stale frame; the
    // effect below then overwrites the old location's saved wizard.
    setChoices(initialWizardState(locationId));
  }

  const param = params.get('step');
  // Arriving without a step in the address (a link to the wizard): the step kept from before.
  const asked = param === null && key === arrival.key ? arrival.kept.step : stepOfParam(param);
  // A later step than the choices reach (Forward past a changed choice, an old address) is not
  // opened: the wizard shows the furthest one they reach.
  const step = Math.min(asked, reachableStep(choices));
  const state: WizardState = { ...choices, step };

  const goTo = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 0) params.delete('step');
          else params.set('step', STEP_PARAMS[next] ?? STEP_PARAMS[0]);
          return params;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  // The address says which step is shown, once arrived and whenever it asked for another.
  useEffect(() => {
    if (param !== (step === 0 ? null : STEP_PARAMS[step])) goTo(step, { replace: true });
  }, [param, step, goTo]);

  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    const kept = { ...choices, step };
    // A fresh wizard has nothing worth keeping (and after CONFIRM or PAY nothing may be kept).
    const fresh = JSON.stringify(kept) === JSON.stringify(initialWizardState(kept.locationId));
    if (fresh) clearWizardState(route);
    else writeWizardState(route, kept);
  }, [route, choices, step]);

  const update = useCallback(
    (change: Partial<WizardChoices>) => setChoices((current) => ({ ...current, ...change })),
    [],
  );

  /** To start again: nothing is kept. */
  const clear = useCallback(() => {
    clearWizardState(route);
    setChoices(initialWizardState(locationId));
    goTo(0, { replace: true });
  }, [route, locationId, goTo]);

  /**
   * Leaving after CONFIRM or PAY: nothing is kept, and the wizard, about to go, stays as it is
   * (starting it afresh would move its address and undo the navigation away).
   */
  const forget = useCallback(() => {
    left.current = true;
    clearWizardState(route);
  }, [route]);

  return { state, update, goTo, clear, forget };
}
