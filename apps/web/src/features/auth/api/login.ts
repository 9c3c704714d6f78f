import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login/ (SPEC.md section 3): players send the id of the location they log in at. */
export interface LoginPayload {
  email: string;
  password: string;
  location?: number;
}

/** 200: the account and its access token; 403: `{ can_resend_verification: true }`. */
export const login = (payload: LoginPayload) => api.post<ApiEnvelope<unknown>>('/login/', payload);

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginMutationOptions());
