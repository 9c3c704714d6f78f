import { Stack, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { MessagesTable } from '../../features/messages/components/messages-table';

/** /messages: what visitors sent through Contact Us. */
export function MessagesRoute() {
  return (
    <Stack gap="lg">
      <PageTitle title="Messages" />
      <Title order={1} size="h2">
        Messages
      </Title>
      <MessagesTable />
    </Stack>
  );
}
