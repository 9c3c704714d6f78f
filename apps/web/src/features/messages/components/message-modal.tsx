import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ContactMessageRecord } from '@courtbook/shared';
import { formatReceived } from './format';

interface MessageModalProps {
  message: ContactMessageRecord | null;
  onClose: () => void;
  onMarkUnread: (message: ContactMessageRecord) => void;
  onDelete: (message: ContactMessageRecord) => void;
}

/** The whole message, with who sent it and how to answer. */
export function MessageModal({ message, onClose, onMarkUnread, onDelete }: MessageModalProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message ? `Message from ${message.first_name} ${message.last_name}` : ''}
      centered
      size="lg"
    >
      {message ? (
        <Stack gap="sm">
          <Text size="sm">
            <a href={`mailto:${message.email}`}>{message.email}</a> · {message.phone}
          </Text>
          <Text size="sm" c="dimmed">
            Received {formatReceived(message.created_at)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => onMarkUnread(message)}>
              Mark unread
            </Button>
            <Button color="red" variant="light" onClick={() => onDelete(message)}>
              Delete
            </Button>
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
