import { Text } from '@mantine/core';

/** The error of a field group Mantine does not wrap itself (the logo, the opening hours). */
export function FieldError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {error}
    </Text>
  );
}
