import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive action; Cancel has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
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
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
