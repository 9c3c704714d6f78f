import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';

export function ServerErrorRoute() {
  return (
    <StatusPage
      code="500"
      icon={IconAlertTriangle}
      title="Something went wrong"
      actions={
        <Button
          variant="default"
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          Try again
        </Button>
      }
    >
      Sorry, we hit an unexpected problem on our side. Please try again, or come back in a few
      minutes.
    </StatusPage>
  );
}
