import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'loading' | 'children'> {
  /** While true the button reads 'Loading...' (SPEC.md section 2) and cannot be pressed again. */
  loading: boolean;
  children: ReactNode;
}

/** A form's submit button. */
export function SubmitButton({ loading, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={loading} aria-busy={loading} {...props}>
      {loading ? 'Loading...' : children}
    </Button>
  );
}
