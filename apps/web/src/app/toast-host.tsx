import { useState, useSyncExternalStore } from 'react';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/notify';
import classes from './toast-host.module.css';

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/** Toasts sit below the header (banner and bar) so they never cover its buttons and menu. */
const GAP_BELOW_HEADER_PX = 8;
const headerHeight = (): number => document.querySelector('header')?.offsetHeight ?? 0;

/**
 * Mantine's toast container, mounted with the first toast and kept from then on. Mounted empty,
 * it would cost every page's first render a portal, a transition group per screen corner and a
 * second render of each as they measure the reduced-motion setting.
 */
export function ToastHost() {
  const toastShown = useSyncExternalStore(notificationsStore.subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(toastShown);
  if (toastShown && !mounted) setMounted(true);
  // Measured as toasts appear: the banner wraps on narrow screens.
  return mounted ? (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={1000}
      className={classes.toasts}
      style={{ '--toasts-top': `${headerHeight() + GAP_BELOW_HEADER_PX}px` }}
    />
  ) : null;
}
