import type { ApiEnvelope } from '@courtbook/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** POST /contact-us/: open to anyone, so no token is sent even when someone is logged in. */
export const sendContactMessage = (payload: ContactMessage) =>
  api.post<ApiEnvelope<{ id: number }>>('/contact-us/', payload, { anonymous: true });

export const sendContactMessageMutationOptions = () =>
  mutationOptions({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });

export const useSendContactMessage = () => useMutation(sendContactMessageMutationOptions());
