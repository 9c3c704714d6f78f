import { useCallback, useEffect, useState } from 'react';
import {
  clearWizardState,
  initialWizardState,
  readWizardState,
  writeWizardState,
  type WizardState,
} from '../lib/wizard-state';

/**
 * The wizard's choices, kept in session storage per route so a reload resumes where it was.
 * A different location starts afresh.
 */
export function useWizardState(route: string, locationId: string) {
  const [state, setState] = useState<WizardState>(() => readWizardState(route, locationId));

  if (state.locationId !== locationId) {
    // Adjusting state during render (React's documented pattern) avoids one stale frame; the
    // effect below then overwrites the old location's saved wizard.
    setState(initialWizardState(locationId));
  }

  useEffect(() => {
    // A fresh wizard has nothing worth keeping (and after CONFIRM or PAY nothing may be kept).
    const fresh = JSON.stringify(state) === JSON.stringify(initialWizardState(state.locationId));
    if (fresh) clearWizardState(route);
    else writeWizardState(route, state);
  }, [route, state]);

  const update = useCallback(
    (change: Partial<WizardState>) => setState((current) => ({ ...current, ...change })),
    [],
  );

  /** After CONFIRM or PAY: nothing is kept. */
  const clear = useCallback(() => {
    clearWizardState(route);
    setState(initialWizardState(locationId));
  }, [route, locationId]);

  return { state, update, clear };
}
