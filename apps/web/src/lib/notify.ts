import { notifications } from '@mantine/notifications';

/** Toasts: top-right, closing after 5000 ms (SPEC.md section 9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export const notify = {
  success: (message: string, title?: string): string =>
    notifications.show({ color: 'green', message, title, autoClose: TOAST_AUTO_CLOSE_MS }),
  error: (message: string, title?: string): string =>
    notifications.show({ color: 'red', message, title, autoClose: TOAST_AUTO_CLOSE_MS }),
};
