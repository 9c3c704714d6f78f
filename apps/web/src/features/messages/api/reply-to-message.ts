import { mutationOptions } from '@tanstack/react-query';
import type { ApiEnvelope, ContactMessageRecord, ContactReply } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { messageKeys } from './messages';

export interface ReplyToMessageInput extends ContactReply {
  id: number;
}

/**
 * POST /contact-us/{id}/reply/: emails the answer; the message comes back answered and read, under
 * `data` (its own `message` field would clash with the envelope's).
 */
export async function replyToMessage({
  id,
  reply,
}: ReplyToMessageInput): Promise<ApiEnvelope<ContactMessageRecord>> {
  const response = await api.post(`/contact-us/${id}/reply/`, { reply });
  return answerOf<ApiEnvelope<ContactMessageRecord>>(response);
}

export const replyToMessageMutationOptions = () =>
  mutationOptions({ mutationKey: ['staff-messages', 'reply'], mutationFn: replyToMessage });

/** The inbox's lists change (answered, read), so they are fetched again. */
export const useReplyToMessage = () =>
  useInvalidatingMutation(replyToMessageMutationOptions(), messageKeys.all);
