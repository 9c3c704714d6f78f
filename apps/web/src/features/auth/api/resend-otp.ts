import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /resend-otp/: a new code; 429 'Please wait {n} seconds…' when asked too soon. */
export const resendOtp = (payload: { email: string }) =>
  api.post<ApiEnvelope<null>>('/resend-otp/', payload);

export const resendOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'resend-otp'], mutationFn: resendOtp });

export const useResendOtp = () => useMutation(resendOtpMutationOptions());
