import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { PlanPageMessages as M } from '../messages';

/** A spinner and what is loading, said to screen readers. */
export const Loading = ({ label }: { label: string }) => (
  <Group justify="center" py="xl" role="status">
    <Loader size="sm" aria-hidden="true" />
    <Text c="dimmed">{label}</Text>
  </Group>
);

/** A query that failed: what the server said and a way to ask again. */
export function LoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          {M.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
