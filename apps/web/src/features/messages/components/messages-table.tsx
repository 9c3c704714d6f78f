import { useStaffList } from '../../../lib/use-staff-list';
import { SearchAndDates } from '../../../components/search-and-dates';
import { PagedList } from '../../../components/paged-list';
import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { ContactMessageRecord } from '@courtbook/shared';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  MESSAGES_PAGE_SIZE,
  messagesQueryOptions,
  useDeleteMessage,
  useSetMessageRead,
} from '../api/messages';
import { MessageModal } from './message-modal';
import { MessageRow } from './message-row';

/**
 * /messages: search, a received-date range, pages of 10; each message's club and whether it was
 * answered; open one to read it, reply to it, mark it unread or delete it.
 */
export function MessagesTable() {
  const [opened, setOpened] = useState<ContactMessageRecord | null>(null);
  const { filters, setFilters, query, rows, pager, deletion } = useStaffList<ContactMessageRecord>({
    listOptions: messagesQueryOptions,
    pageSize: MESSAGES_PAGE_SIZE,
    remove: useDeleteMessage(),
    deletedMessage: 'Message deleted.',
  });
  const setRead = useSetMessageRead();

  const mark = (message: ContactMessageRecord, isRead: boolean) =>
    setRead.mutate(
      { id: message.id, is_read: isRead },
      { onError: (error) => notify.error(errorMessage(error)) },
    );

  const open = (message: ContactMessageRecord) => {
    setOpened(message);
    if (!message.is_read) mark(message, true);
  };

  return (
    <Stack gap="md">
      <SearchAndDates
        value={filters}
        onChange={setFilters}
        searchPlaceholder="Name, email or message"
        datesLabel="Received"
      />

      <PagedList
        noun="messages"
        query={query}
        rows={rows}
        minWidth={900}
        columns={[
          'Name',
          'Email',
          'Phone',
          'Club',
          'Message',
          'Received',
          // Wide enough for its badges ('Unread', 'Answered') never to be cut short.
          { label: 'Status', miw: 116 },
          'Actions',
        ]}
        row={(message) => (
          <MessageRow
            key={message.id}
            message={message}
            onOpen={open}
            onMark={mark}
            onDelete={deletion.ask}
          />
        )}
        pager={pager}
      />

      <MessageModal
        message={opened}
        onClose={() => setOpened(null)}
        onMarkUnread={(message) => {
          mark(message, false);
          setOpened(null);
        }}
        onDelete={(message) => {
          setOpened(null);
          deletion.ask(message);
        }}
        onReplied={setOpened}
      />

      <ConfirmDeleteModal deletion={deletion} title="Delete message">
        {(message) =>
          `Delete the message from ${message.first_name} ${message.last_name}? This cannot be undone.`
        }
      </ConfirmDeleteModal>
    </Stack>
  );
}
