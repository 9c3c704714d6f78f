import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from './api-error';
import { notify } from './notify';

export interface ConfirmDeleteOptions {
  remove: Pick<UseMutationResult<string, Error, number>, 'mutate' | 'isPending'>;
  /** The toast when the server's answer has no message. */
  deletedMessage: string;
  /** The list's pager: deleting the last row of a page steps back to the page before. */
  pager: { page: number; rowsOnPage: number; setPage: (page: number) => void };
}

/**
 * Delete with a confirmation dialog: `ask` opens it for a row, `confirm` deletes and tells the
 * user how it went, `cancel` closes it; `deleting` while the server is asked. The dialog closes
 * either way; a page left empty is left.
 */
export function useConfirmDelete<T extends { id: number }>({
  remove,
  deletedMessage,
  pager,
}: ConfirmDeleteOptions) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (message) => {
        notify.success(message || deletedMessage);
        setToDelete(null);
        if (pager.rowsOnPage === 1 && pager.page > 1) pager.setPage(pager.page - 1);
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        setToDelete(null);
      },
    });
  };
  return {
    toDelete,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
    deleting: remove.isPending,
  };
}
