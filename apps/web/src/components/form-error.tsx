import { Alert } from '@mantine/core';

interface FormErrorProps {
  /** What the server said when it refused the form; nothing is shown without it. */
  error: string | null | undefined;
  title?: string;
}

/** A form's refusal by the server, above or below its fields, said at once to screen readers. */
export function FormError({ error, title }: FormErrorProps) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {error}
    </Alert>
  );
}
