import { Badge, Stack, Table, Text } from '@mantine/core';
import { RowAction, RowActions } from '../../../components/row-action';
import { IconEye, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { ContactMessageRecord } from '@courtbook/shared';
import { formatReceived, previewOf } from './format';

interface MessageRowProps {
  message: ContactMessageRecord;
  onOpen: (message: ContactMessageRecord) => void;
  onMark: (message: ContactMessageRecord, isRead: boolean) => void;
  onDelete: (message: ContactMessageRecord) => void;
}

/** Read or unread, and answered once a reply was sent. */
function MessageStatus({ message }: { message: ContactMessageRecord }) {
  return (
    // One above the other: side by side they would squeeze each other in a narrow column.
    <Stack gap={4} align="flex-start">
      <Badge color={message.is_read ? 'gray' : 'blue'} variant="light">
        {message.is_read ? 'Read' : 'Unread'}
      </Badge>
      {message.reply ? (
        <Badge color="teal" variant="light">
          Answered
        </Badge>
      ) : null}
    </Stack>
  );
}

/** One message of the inbox: who, from which club, a preview, when, its state, and actions. */
export function MessageRow({ message, onOpen, onMark, onDelete }: MessageRowProps) {
  const name = `${message.first_name} ${message.last_name}`;
  const markLabel = message.is_read ? 'Mark unread' : 'Mark read';
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={message.is_read ? 400 : 700} size="sm">
          {name}
        </Text>
      </Table.Td>
      <Table.Td>{message.email}</Table.Td>
      <Table.Td>{message.phone}</Table.Td>
      <Table.Td>
        {message.location ? (
          message.location.name
        ) : (
          <Text size="sm" c="dimmed" span>
            No club
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text
          size="sm"
          component="button"
          type="button"
          onClick={() => onOpen(message)}
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
        <MessageStatus message={message} />
      </Table.Td>
      <Table.Td>
        <RowActions>
          <RowAction
            tip={message.reply ? 'Read' : 'Read and reply'}
            label={`Open the message from ${name}`}
            icon={IconEye}
            onClick={() => onOpen(message)}
          />
          <RowAction
            tip={markLabel}
            label={`${markLabel}: ${name}`}
            icon={message.is_read ? IconMail : IconMailOpened}
            onClick={() => onMark(message, !message.is_read)}
          />
          <RowAction
            tip="Delete"
            label={`Delete the message from ${name}`}
            icon={IconTrash}
            color="red"
            onClick={() => onDelete(message)}
          />
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}
