import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { PlayerForm } from '../../features/players/components/player-form';
import { PlayersTable } from '../../features/players/components/players-table';

function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** /users: the players in the staff member's scope. */
export function PlayersRoute() {
  return (
    <Page
      title="Players"
      actions={
        <Button
          component={Link}
          to={paths.userRegistration.getHref()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add player
        </Button>
      }
    >
      <PlayersTable />
    </Page>
  );
}

/** /user-registraion: staff create a player. */
export function AddPlayerRoute() {
  return (
    <Page
      title="Add a player"
      actions={
        <Button
          component={Link}
          to={paths.users.getHref()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          Players
        </Button>
      }
    >
      <PlayerForm />
    </Page>
  );
}
