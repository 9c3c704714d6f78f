import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from './api-error';
import { notify } from './notify';

interface ConfirmDeleteOptions {
  remove: Pick<UseMutationResult<string, Error, number>, 'mutate'>;
  /** The toast when the server's answer has no message. */
  deletedMessage: string;
  /** After a deletion, e.g. step back from a page that is now empty. */
  onDeleted?: () => void;
}

/**
 * Delete with a confirmation dialog: `ask` opens it for a row, `confirm` deletes and tells the
 * user how it went, `cancel` closes it. The dialog closes either way.
 */
export function useConfirmDelete<T extends { id: number }>({
  remove,
  deletedMessage,
  onDeleted,
}: ConfirmDeleteOptions) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (message) => {
        notify.success(message || deletedMessage);
        setToDelete(null);
        onDeleted?.();
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        setToDelete(null);
      },
    });
  };
  return { toDelete, ask: setToDelete, cancel: () => setToDelete(null), confirm };
}
