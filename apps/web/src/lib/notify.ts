import { notifications } from '@mantine/notifications';

/** Toasts: top-right, closing after 5000 ms (SPEC.md section 9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

// Mantine's close button has no name of its own.
const closeButtonProps = { 'aria-label': 'Close notification' };

export const notify = {
  success: (message: string, title?: string): string =>
    notifications.show({
      color: 'green',
      message,
      title,
      autoClose: TOAST_AUTO_CLOSE_MS,
      closeButtonProps,
    }),
  error: (message: string, title?: string): string =>
    notifications.show({
      color: 'red',
      message,
      title,
      autoClose: TOAST_AUTO_CLOSE_MS,
      closeButtonProps,
    }),
};
