import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** The way back to the list a booking was opened from. */
export function BackButton({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}
