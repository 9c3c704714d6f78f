import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /resend-verification/: a new email-verification link (same answer whether or not the account exists). */
export const resendVerification = (payload: { email: string }) =>
  api.post<ApiEnvelope<null>>('/resend-verification/', payload);

export const resendVerificationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'resend-verification'],
    mutationFn: resendVerification,
  });

export const useResendVerification = () => useMutation(resendVerificationMutationOptions());
