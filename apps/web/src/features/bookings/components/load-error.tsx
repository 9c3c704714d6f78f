import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';

interface LoadErrorProps {
  title: string;
  /** The query that failed: its error is shown, and Try again fetches it again. */
  query: Pick<UseQueryResult, 'error' | 'isRefetching' | 'refetch'>;
}

/** A failed load: what the server said, and a way to ask again. */
export function LoadError({ title, query }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button
          variant="light"
          color="red"
          size="xs"
          loading={query.isRefetching}
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
