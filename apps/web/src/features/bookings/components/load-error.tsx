import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';

interface LoadErrorProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load: what the server said, and a way to ask again. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button
          variant="light"
          color="red"
          size="xs"
          loading={retrying}
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
