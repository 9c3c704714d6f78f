/**
 * Navigation state between the recovery steps and into /user-login (SPEC.md section 2).
 * History state can be anything (an old entry, a hand-made link): read it defensively.
 */

const field = (state: unknown, key: string): unknown =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[key] : undefined;

export function readEmailState(state: unknown): string | null {
  const email = field(state, 'email');
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}

/** From `{ locationName, locationId }` (the location search's Continue). */
export interface ChosenLocation {
  id: string;
  name: string | null;
}

export function readLocationState(state: unknown): ChosenLocation | null {
  const id = field(state, 'locationId');
  const name = field(state, 'locationName');
  const idText = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
  if (!/^\d+$/.test(idText) || Number(idText) <= 0) return null;
  return { id: idText, name: typeof name === 'string' && name.trim() !== '' ? name : null };
}

/**
 * The page a guard turned a logged-out visitor away from (`state.from`), to return to after
 * login: a path of this app only (never `//host` or a full URL).
 */
export function readReturnTo(state: unknown): string | null {
  const from = field(state, 'from');
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
