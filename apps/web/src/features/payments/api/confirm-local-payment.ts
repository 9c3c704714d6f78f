import { useMutation } from '@tanstack/react-query';
import type { LocalCardPayment, LocalCardResultSchema } from '@courtbook/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';

export type LocalCardResult = z.infer<typeof LocalCardResultSchema>;

/** POST /local-payments/confirm/: the local test card processor charges the card. */
export async function confirmLocalPayment(body: LocalCardPayment): Promise<LocalCardResult> {
  return dataOrThrow(await api.post<LocalCardResult>('/local-payments/confirm/', body));
}

export const useConfirmLocalPayment = () => useMutation({ mutationFn: confirmLocalPayment });
