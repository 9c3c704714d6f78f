import { isStaff, type Role } from '@courtbook/shared';
import {
  parseLoggedUserData,
  saveSelectedLocation,
  saveSession,
  type LoggedUserData,
} from '../../../lib/storage';

export interface LoggedIn {
  role: Role;
  user: LoggedUserData;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps a successful login (SPEC.md section 3): the token, the role, and the account without its
 * token as logged_user_data. A player also keeps the location they logged in at.
 * Returns null when the answer carries no token.
 */
export function saveLogin(
  data: unknown,
  location?: { id: string | number; name: string },
): LoggedIn | null {
  if (!isRecord(data) || typeof data.access_token !== 'string' || data.access_token === '') {
    return null;
  }
  const { access_token: token, ...account } = data;
  const user = parseLoggedUserData(JSON.stringify(account));
  if (!user) return null;
  const role: Role =
    account.role === 'superadmin' || account.role === 'user'
      ? account.role
      : isStaff(user.user_type)
        ? 'superadmin'
        : 'user';
  saveSession({ token, role, user: account as LoggedUserData });
  if (location && role === 'user') saveSelectedLocation(location);
  return { role, user };
}

/** True when a 403 login answer offers a new verification email. */
export const canResendVerification = (data: unknown): boolean =>
  isRecord(data) && data.can_resend_verification === true;
