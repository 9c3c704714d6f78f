import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { SearchAndDates } from '../../../components/search-and-dates';
import { useListFilters } from '../../../lib/list-filters';
import { PagedList } from '../../../components/paged-list';
import { useState } from 'react';
import { Stack, Table } from '@mantine/core';
import type { ContactMessageRecord } from '@courtbook/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  MESSAGES_PAGE_SIZE,
  useDeleteMessage,
  useMessages,
  useSetMessageRead,
} from '../api/messages';
import { MessageModal } from './message-modal';
import { MessageRow } from './message-row';

/**
 * /messages: search, a received-date range, pages of 10; each message's club and whether it was
 * answered; open one to read it, reply to it, mark it unread or delete it.
 */
export function MessagesTable() {
  const { filters, setFilters, page, setPage, query: listQuery } = useListFilters();
  const [opened, setOpened] = useState<ContactMessageRecord | null>(null);
  const query = useMessages(listQuery);
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();

  const data = query.data;
  const rows = data?.results ?? [];

  const mark = (message: ContactMessageRecord, isRead: boolean) =>
    setRead.mutate(
      { id: message.id, is_read: isRead },
      { onError: (error) => notify.error(errorMessage(error)) },
    );

  const open = (message: ContactMessageRecord) => {
    setOpened(message);
    if (!message.is_read) mark(message, true);
  };

  const deletion = useConfirmDelete<ContactMessageRecord>({
    remove,
    deletedMessage: 'Message deleted.',
    pager: { page, rowsOnPage: rows.length, setPage },
  });

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
        columns={8}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Club</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Received</Table.Th>
            {/* Wide enough for its badges ('Unread', 'Answered') never to be cut short. */}
            <Table.Th miw={116}>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
        row={(message) => (
          <MessageRow
            key={message.id}
            message={message}
            onOpen={open}
            onMark={mark}
            onDelete={deletion.ask}
          />
        )}
        pager={{
          page,
          pageSize: MESSAGES_PAGE_SIZE,
          total: data?.count ?? 0,
          onChange: setPage,
        }}
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

      <ConfirmModal
        opened={deletion.toDelete !== null}
        title="Delete message"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Delete the message from {deletion.toDelete?.first_name} {deletion.toDelete?.last_name}? This
        cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
