import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContactMessageRecord, Paginated } from '@courtbook/shared';
import { api, type ApiResponse } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-result';

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

function dataOrThrow<T>(response: ApiResponse<T>): T {
  if (response.ok) return response.data;
  throw new Error(failureMessage(response, `Request failed (HTTP ${response.status}).`));
}

/** GET /contact-us/: one page of the contact messages, newest first. */
export async function getMessages(
  filters: MessageListFilters,
  signal?: AbortSignal,
): Promise<Paginated<ContactMessageRecord>> {
  const response = await api.get<Paginated<ContactMessageRecord>>('/contact-us/', {
    params: { ...filters, search: filters.search.trim(), page_size: MESSAGES_PAGE_SIZE },
    signal,
  });
  return dataOrThrow(response);
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
}): Promise<ContactMessageRecord> {
  const response = await api.patch<ContactMessageRecord>(`/contact-us/${input.id}/`, {
    is_read: input.is_read,
  });
  return dataOrThrow(response);
}

/** DELETE /contact-us/{id}/. */
export async function deleteMessage(id: number): Promise<string> {
  const response = await api.delete<null>(`/contact-us/${id}/`);
  dataOrThrow(response);
  return response.message;
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

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
