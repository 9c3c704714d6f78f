import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user-register/ (SPEC.md section 3): user_type is always the string '2'. */
export interface RegistrationPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  user_type: '2';
  password: string;
  confirm_password: string;
  location_id: number;
}

export const register = (payload: RegistrationPayload) =>
  api.post<ApiEnvelope<unknown>>('/user-register/', payload);

export const registerMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'register'], mutationFn: register });

export const useRegister = () => useMutation(registerMutationOptions());
