import { useQuery } from '@tanstack/react-query';
import type { Answer, ContactMessageRecord } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { deleteWithMessage, useInvalidatingMutation } from '../../../lib/mutations';
import { getPage, pageQueryOptions, type ListQuery } from '../../../lib/page-query';

export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['staff-messages'] as const,
  list: (filters: object) => ['staff-messages', 'list', filters] as const,
};

/** The day received (UTC) bounds the list. */
export type MessageListFilters = ListQuery;

/** GET /contact-us/: one page of the contact messages, newest first. */
export const getMessages = (filters: MessageListFilters, signal?: AbortSignal) =>
  getPage<ContactMessageRecord>('/contact-us/', filters, MESSAGES_PAGE_SIZE, signal);

export const messagesQueryOptions = (filters: MessageListFilters) =>
  pageQueryOptions(messageKeys.list(filters), (signal) => getMessages(filters, signal));

export const useMessages = (filters: MessageListFilters) => useQuery(messagesQueryOptions(filters));

/** PATCH /contact-us/{id}/: mark read or unread. */
export async function setMessageRead(input: {
  id: number;
  is_read: boolean;
}): Promise<Answer<ContactMessageRecord>> {
  const response = await api.patch(`/contact-us/${input.id}/`, { is_read: input.is_read });
  return answerOf<Answer<ContactMessageRecord>>(response);
}

/** DELETE /contact-us/{id}/. */
export const deleteMessage = (id: number): Promise<string> =>
  deleteWithMessage(`/contact-us/${id}/`);

export const useSetMessageRead = () => useInvalidatingMutation(setMessageRead, messageKeys.all);

export const useDeleteMessage = () => useInvalidatingMutation(deleteMessage, messageKeys.all);
