import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /send-reset-email/: emails a 6-digit code. Success is code 200, a number or the string "200". */
export const sendResetEmail = (payload: { email: string }) =>
  api.post<ApiEnvelope<null>>('/send-reset-email/', payload);

export const sendResetEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'send-reset-email'], mutationFn: sendResetEmail });

export const useSendResetEmail = () => useMutation(sendResetEmailMutationOptions());
