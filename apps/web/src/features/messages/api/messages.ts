import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Answer, ContactMessageRecord, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['staff-messages'] as const,
  list: (filters: object) => ['staff-messages', 'list', filters] as const,
};

export interface MessageListFilters {
  page: number;
  search: string;
  /** YYYY-MM-DD, the day received (UTC). */
  start_date: string;
  end_date: string;
}

/** GET /contact-us/: one page of the contact messages, newest first. */
export async function getMessages(
  filters: MessageListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<ContactMessageRecord>> {
  const response = await api.get('/contact-us/', {
    params: { ...filters, search: filters.search.trim(), page_size: MESSAGES_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<ContactMessageRecord>>(response);
}

export const messagesQueryOptions = (filters: MessageListFilters) =>
  queryOptions({
    queryKey: messageKeys.list(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    placeholderData: keepPreviousData,
  });

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
export async function deleteMessage(id: number): Promise<string> {
  return answerOf<Answer>(await api.delete(`/contact-us/${id}/`)).message;
}

export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
