import { useSyncExternalStore } from 'react';
import { isStaff, type Role } from '@courtbook/shared';
import {
  getLoggedUserData,
  getRole,
  getSelectedLocation,
  getToken,
  readSessionKeys,
  subscribeToStorage,
  type LoggedUserData,
  type SelectedLocation,
} from './storage';

/** Who is using the app, as local storage says. The server decides; this only steers the UI. */
export interface Session {
  token: string | null;
  role: Role | null;
  user: LoggedUserData | null;
  selectedLocation: SelectedLocation | null;
}

let cached: { keys: readonly (string | null)[]; session: Session } | null = null;

const sameKeys = (a: readonly (string | null)[], b: readonly (string | null)[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A stable snapshot: the same object until one of the session keys changes. */
export function getSessionSnapshot(): Session {
  const keys = readSessionKeys();
  if (cached && sameKeys(cached.keys, keys)) return cached.session;
  const session: Session = {
    token: getToken(),
    role: getRole(),
    user: getLoggedUserData(),
    selectedLocation: getSelectedLocation(),
  };
  cached = { keys, session };
  return session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToStorage, getSessionSnapshot, getSessionSnapshot);
}

export const isLoggedIn = (session: Session): boolean => session.token !== null;

/** Staff pages: a token and role superadmin, or user_type 0 or 1 (SPEC.md section 4). */
export const canUseStaffPages = (session: Session): boolean =>
  isLoggedIn(session) &&
  (session.role === 'superadmin' || (session.user !== null && isStaff(session.user.user_type)));

/** Player pages: a token and role user. */
export const canUsePlayerPages = (session: Session): boolean =>
  isLoggedIn(session) && session.role === 'user';

/** Staff with a user_type of 0 or 1 see the Dashboard menu entry and the plain CONFIRM button. */
export const isStaffUserType = (session: Session): boolean =>
  session.user !== null && isStaff(session.user.user_type);
