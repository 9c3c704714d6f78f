import { IconAlertCircle } from '@tabler/icons-react';
import { Notice } from '../../../components/notice';

/**
 * Why the last sign-in was refused, under the form: the toast (SPEC.md section 8) fades after a
 * few seconds, this stays until the next attempt.
 */
export function LoginError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice role="alert" color="red" icon={IconAlertCircle}>
      {message}
    </Notice>
  );
}
