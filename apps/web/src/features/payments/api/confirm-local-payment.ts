import { useMutation } from '@tanstack/react-query';
import type { Answer, LocalCardPayment, LocalCardResult } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/** POST /local-payments/confirm/: the local test card processor charges the card. */
export async function confirmLocalPayment(
  body: LocalCardPayment,
): Promise<Answer<LocalCardResult>> {
  return answerOf<Answer<LocalCardResult>>(await api.post('/local-payments/confirm/', body));
}

export const useConfirmLocalPayment = () => useMutation({ mutationFn: confirmLocalPayment });
