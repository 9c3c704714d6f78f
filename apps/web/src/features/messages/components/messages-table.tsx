import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { SearchAndDates } from '../../../components/search-and-dates';
import { useListFilters } from '../../../lib/list-filters';
import { TablePager } from '../../../components/table-pager';
import { TableStateRow } from '../../../components/table-state-row';
import { useState } from 'react';
import { ActionIcon, Alert, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMailOpened, IconMail, IconTrash } from '@tabler/icons-react';
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
import { formatReceived, previewOf } from './format';
import { MessageModal } from './message-modal';

/** /messages: search, a received-date range, pages of 10; open to read, mark unread, delete. */
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

  const {
    toDelete,
    ask: setToDelete,
    cancel,
    confirm: confirmDelete,
  } = useConfirmDelete<ContactMessageRecord>({
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

      {query.isError ? (
        <Alert color="red" title="Could not load messages">
          {errorMessage(query.error)}
        </Alert>
      ) : null}

      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending ? (
              <TableStateRow columns={7} loading="Loading messages…" />
            ) : rows.length === 0 && !query.isError ? (
              <TableStateRow columns={7} empty="No messages found." />
            ) : (
              rows.map((message) => {
                const name = `${message.first_name} ${message.last_name}`;
                return (
                  <Table.Tr key={message.id}>
                    <Table.Td>
                      <Text fw={message.is_read ? 400 : 700} size="sm">
                        {name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{message.email}</Table.Td>
                    <Table.Td>{message.phone}</Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        component="button"
                        type="button"
                        onClick={() => open(message)}
                        style={{
                          background: 'none',
                          border: 0,
                          padding: 0,
                          cursor: 'pointer',
                          textAlign: 'left',
                        }}
                        aria-label={`Read the message from ${name}`}
                      >
                        {previewOf(message.message)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatReceived(message.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={message.is_read ? 'gray' : 'blue'} variant="light">
                        {message.is_read ? 'Read' : 'Unread'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Read">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Open the message from ${name}`}
                            onClick={() => open(message)}
                          >
                            <IconEye size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={message.is_read ? 'Mark unread' : 'Mark read'}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${message.is_read ? 'Mark unread' : 'Mark read'}: ${name}`}
                            onClick={() => mark(message, !message.is_read)}
                          >
                            {message.is_read ? (
                              <IconMail size={18} aria-hidden="true" />
                            ) : (
                              <IconMailOpened size={18} aria-hidden="true" />
                            )}
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete the message from ${name}`}
                            onClick={() => setToDelete(message)}
                          >
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <TablePager
        page={page}
        pageSize={MESSAGES_PAGE_SIZE}
        shown={rows.length}
        total={data?.count ?? 0}
        onChange={setPage}
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
          setToDelete(message);
        }}
      />

      <ConfirmModal
        opened={toDelete !== null}
        title="Delete message"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={cancel}
      >
        Delete the message from {toDelete?.first_name} {toDelete?.last_name}? This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}
