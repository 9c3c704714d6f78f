import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /verify-otp/: `otp` is the number made from the six digits (SPEC.md section 3). */
export interface VerifyOtpPayload {
  email: string;
  otp: number;
}

export const verifyOtp = (payload: VerifyOtpPayload) =>
  api.post<ApiEnvelope<null>>('/verify-otp/', payload);

export const verifyOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-otp'], mutationFn: verifyOtp });

export const useVerifyOtp = () => useMutation(verifyOtpMutationOptions());
