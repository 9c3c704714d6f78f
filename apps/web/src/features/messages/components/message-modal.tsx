import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { ContactMessageRecord } from '@courtbook/shared';
import { clubOf, formatReceived } from './format';
import { MessageReply } from './message-reply';
import { ReplyForm } from './reply-form';

interface MessageModalProps {
  message: ContactMessageRecord | null;
  onClose: () => void;
  onMarkUnread: (message: ContactMessageRecord) => void;
  onDelete: (message: ContactMessageRecord) => void;
  /** The message after it was answered, to show in place of the one opened. */
  onReplied: (message: ContactMessageRecord) => void;
}

/** The whole message, who sent it and from which club, and its answer or the form to answer it. */
export function MessageModal({
  message,
  onClose,
  onMarkUnread,
  onDelete,
  onReplied,
}: MessageModalProps) {
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
            {clubOf(message)} · Received {formatReceived(message.created_at)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => onMarkUnread(message)}>
              Mark unread
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => onDelete(message)}>
              Delete
            </Button>
          </Group>
          <Divider label="Reply" labelPosition="left" />
          {message.reply ? (
            <MessageReply reply={message.reply} />
          ) : (
            // A fresh form for each message: nothing typed for one is sent to another.
            <ReplyForm key={message.id} message={message} onReplied={onReplied} />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
