import type { ApiEnvelope } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** POST /logout/: revokes every token of the account. Callers do not wait for it. */
export const logout = () => api.post<ApiEnvelope<null>>('/logout/');
