import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, type AlertProps } from '@mantine/core';
import type { IconAlertCircle } from '@tabler/icons-react';

interface NoticeProps extends Omit<AlertProps, 'icon' | 'variant'> {
  icon: typeof IconAlertCircle;
}

/** A light alert with its icon: a refusal in red, something to do in yellow, a hint in blue. */
export function Notice({ icon: Icon, children, ...props }: NoticeProps) {
  return (
    <Alert variant="light" icon={<Icon size={20} aria-hidden="true" />} {...props}>
      {children}
    </Alert>
  );
}

interface NoticeActionProps {
  message: ReactNode;
  /** The button's words. */
  label: string;
  /** While it runs, the button says Loading... and cannot be pressed again. */
  pending: boolean;
  onClick: () => void;
}

/** A notice's message with the one thing to do about it (Try again, Resend) under it. */
export function NoticeAction({ message, label, pending, onClick }: NoticeActionProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="default" onClick={onClick} disabled={pending} aria-busy={pending}>
        {pending ? 'Loading...' : label}
      </Button>
    </Stack>
  );
}

/** A link within a notice's sentence: in the notice's colour, bold and underlined. */
export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} c="inherit" underline="always">
      {children}
    </Anchor>
  );
}
