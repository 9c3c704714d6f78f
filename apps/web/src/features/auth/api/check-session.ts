import { TOKEN_NOT_VALID } from '@courtbook/shared';
import { hasCode } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/**
 * - `valid`: the profile answered 200.
 * - `invalid`: 401 token_not_valid (the API client has already cleared the session).
 * - `unknown`: anything else, e.g. 404 while the profile endpoint does not exist yet.
 * A network failure rejects with NetworkError.
 */
export type SessionStatus = 'valid' | 'invalid' | 'unknown';

export async function checkSession(signal?: AbortSignal): Promise<SessionStatus> {
  const response = await api.get('/profile/', { signal });
  if (response.status === 401 && hasCode(response.body, TOKEN_NOT_VALID)) return 'invalid';
  if (response.ok) return 'valid';
  return 'unknown';
}

export const sessionCheckQueryKey = (token: string | null) => ['session-check', token] as const;
