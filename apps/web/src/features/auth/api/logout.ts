import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /logout/: revokes every token of the account. Callers do not wait for it. */
export const logout = () => api.post<ApiEnvelope<null>>('/logout/');

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });

export const useLogoutMutation = () => useMutation(logoutMutationOptions());
