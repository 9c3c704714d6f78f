import type { Role } from '@courtbook/shared';

/**
 * The only module that touches `window.localStorage`.
 * Key names are fixed by SPEC.md section 3; keep them byte for byte.
 */
export const STORAGE_KEYS = {
  token: 'user_access_valid_token',
  role: 'role',
  user: 'logged_user_data',
  selectedLocation: 'selectedLocation',
  selectedLocationId: 'selectedLocationId',
} as const;

/** Mantine's colour-scheme manager key; `public/color-scheme.js` reads the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'arise-color-scheme';

export interface LoggedUserData {
  first_name: string;
  last_name: string;
  user_type: number;
  email?: string;
  image?: string | null;
  [field: string]: unknown;
}

export interface SelectedLocation {
  id: string;
  name: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

const notify = (): void => {
  for (const listener of listeners) listener();
};

/** Calls `listener` after every write made here and on writes from other tabs. */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea === null || event.storageArea === window.localStorage) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Storage can throw (disabled cookies, private mode quotas): treat that as "nothing stored".
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage.`, error);
  }
};

export const getToken = (): string | null => {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
};

export const getRole = (): Role | null => {
  const role = read(STORAGE_KEYS.role);
  return role === 'superadmin' || role === 'user' ? role : null;
};

/** user_type arrives as a number or a numeric string ('2' at registration); anything else is unknown (-1). */
const toUserType = (value: unknown): number => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return -1;
};

export function parseLoggedUserData(raw: string | null): LoggedUserData | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    return {
      ...record,
      first_name: typeof record.first_name === 'string' ? record.first_name : '',
      last_name: typeof record.last_name === 'string' ? record.last_name : '',
      user_type: toUserType(record.user_type),
    };
  } catch {
    return null;
  }
}

export const getLoggedUserData = (): LoggedUserData | null =>
  parseLoggedUserData(read(STORAGE_KEYS.user));

export const getSelectedLocation = (): SelectedLocation | null => {
  const id = read(STORAGE_KEYS.selectedLocationId);
  if (!id) return null;
  return { id, name: read(STORAGE_KEYS.selectedLocation) };
};

/** The colour mode Mantine stored ('light', 'dark' or 'auto'), or null when none was chosen. */
export const getStoredColorScheme = (): string | null => read(COLOR_SCHEME_STORAGE_KEY);

/** Raw values, for cheap change detection by the session store. */
export const readSessionKeys = (): readonly (string | null)[] => [
  read(STORAGE_KEYS.token),
  read(STORAGE_KEYS.role),
  read(STORAGE_KEYS.user),
  read(STORAGE_KEYS.selectedLocation),
  read(STORAGE_KEYS.selectedLocationId),
];

export interface SaveSessionInput {
  token: string;
  role: Role;
  user: LoggedUserData;
}

/**
 * Whether this tab ended the session itself (logout, or a token the API no longer accepts) since
 * the last login: the guards then leave the way home to whoever ended it instead of offering the
 * login. A page loaded afresh starts with false.
 */
let endedHere = false;
export const sessionEndedHere = (): boolean => endedHere;
/** As after a page load (tests start each case so). */
export const forgetEndedSession = (): void => {
  endedHere = false;
};

export function saveSession({ token, role, user }: SaveSessionInput): void {
  endedHere = false;
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.role, role);
  write(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

export function saveLoggedUserData(user: LoggedUserData): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

export function saveSelectedLocation({ id, name }: { id: string | number; name: string }): void {
  write(STORAGE_KEYS.selectedLocation, name);
  write(STORAGE_KEYS.selectedLocationId, String(id));
  notify();
}

/** Forgets the token and who is logged in (an expired or revoked token). */
export function clearSession(): void {
  endedHere = true;
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.role, null);
  write(STORAGE_KEYS.user, null);
  notify();
}

/**
 * Logout clears all local storage (SPEC.md section 2), except the colour-mode
 * preference, which is not session data and would otherwise flip the theme.
 */
export function clearAllStorage(): void {
  endedHere = true;
  const colorScheme = read(COLOR_SCHEME_STORAGE_KEY);
  try {
    window.localStorage.clear();
  } catch (error) {
    console.warn('Could not clear local storage.', error);
  }
  if (colorScheme !== null) write(COLOR_SCHEME_STORAGE_KEY, colorScheme);
  notify();
}
