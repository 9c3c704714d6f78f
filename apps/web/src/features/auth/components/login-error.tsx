import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * Why the last sign-in was refused, under the form: the toast (SPEC.md section 8) fades after a
 * few seconds, this stays until the next attempt.
 */
export function LoginError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
    >
      {message}
    </Alert>
  );
}
