import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /reset-password/, after the emailed code was verified. */
export interface ResetPasswordPayload {
  email: string;
  new_password: string;
  confirm_password: string;
}

export const resetPassword = (payload: ResetPasswordPayload) =>
  api.post<ApiEnvelope<null>>('/reset-password/', payload);

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
