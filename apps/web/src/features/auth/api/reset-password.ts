import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

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

/**
 * Sends a new password, for the player's and the staff member's reset forms: says so and calls
 * `onReset` once accepted, else shows the server's refusal.
 */
export function useSendNewPassword(onReset: () => void) {
  const reset = useResetPassword();
  return async (payload: ResetPasswordPayload) => {
    const response = await unlessOffline(reset.mutateAsync(payload));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      notify.success(response.body.message || 'Your password has been reset.');
      onReset();
    } else {
      notify.error(refusalMessage(response.body, 'Your password could not be reset.'));
    }
  };
}
