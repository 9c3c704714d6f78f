import type { ReactNode } from 'react';
import { ConfirmModal } from './confirm-modal';

interface ConfirmDeleteModalProps<T> {
  /** From useConfirmDelete: the row asked about, and what Delete and Cancel do. */
  deletion: {
    toDelete: T | null;
    deleting: boolean;
    confirm: () => void;
    cancel: () => void;
  };
  title: string;
  /** The question about the row. */
  children: (row: T) => ReactNode;
}

/** "Delete …?" before a row of a list is deleted. */
export function ConfirmDeleteModal<T>({ deletion, title, children }: ConfirmDeleteModalProps<T>) {
  return (
    <ConfirmModal
      opened={deletion.toDelete !== null}
      title={title}
      confirmLabel="Delete"
      loading={deletion.deleting}
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
    >
      {deletion.toDelete === null ? null : children(deletion.toDelete)}
    </ConfirmModal>
  );
}
