import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question. */
  children: ReactNode;
  /** Smaller, dimmed text under the question. */
  details?: ReactNode;
  confirmLabel: string;
  /** Red, for a destructive action, unless told otherwise. */
  color?: string;
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action; the way back (Cancel) has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  details,
  confirmLabel,
  color = 'red',
  cancelLabel = 'Cancel',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text>{children}</Text>
      {details ? (
        <Text size="sm" c="dimmed" mt="sm">
          {details}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
