import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { PageLink, StaffPage } from '../../components/staff-page';
import { paths } from '../../config/paths';
import { PlayerForm } from '../../features/players/components/player-form';
import { PlayersTable } from '../../features/players/components/players-table';
import { PlayerBookings, PlayerProfile } from '../../features/players/components/player-sections';
import { PlayerNotes } from '../../features/players/components/player-notes';
import { usePlayer } from '../../features/players/api/players';
import { PlayerPageMessages } from '../../features/players/messages';
import { PlayerMemberships } from '../../features/memberships/components/player-memberships';
import { PlayerMembershipMessages } from '../../features/memberships/messages';
import { errorMessage, isNotFound } from '../../lib/api-error';

/** /users: the players in the staff member's scope. */
export function PlayersRoute() {
  return (
    <StaffPage
      title="Players"
      actions={<PageLink to={paths.userRegistration.getHref()}>Add player</PageLink>}
    >
      <PlayersTable />
    </StaffPage>
  );
}

/** /user-registraion: staff create a player. */
export function AddPlayerRoute() {
  return (
    <StaffPage
      title="Add a player"
      actions={
        <PageLink to={paths.users.getHref()} back>
          Players
        </PageLink>
      }
    >
      <PlayerForm />
    </StaffPage>
  );
}

/** The URL's :id as a positive whole number, else undefined. */
function usePlayerId(): number | undefined {
  const { id = '' } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

/** /users/{id}: a player's record for staff: profile, membership, bookings and notes. */
export function PlayerDetailsRoute() {
  const id = usePlayerId();
  const back = (
    <PageLink to={paths.users.getHref()} back>
      {PlayerPageMessages.back}
    </PageLink>
  );
  if (id === undefined) return <PlayerNotFound back={back} />;
  return <PlayerDetails key={id} id={id} back={back} />;
}

function PlayerNotFound({ back }: { back: ReactNode }) {
  return (
    <StaffPage title={PlayerPageMessages.notFoundTitle} actions={back}>
      <Text role="status">{PlayerPageMessages.notFoundText}</Text>
    </StaffPage>
  );
}

function PlayerDetails({ id, back }: { id: number; back: ReactNode }) {
  const player = usePlayer(id);
  if (player.isPending) {
    return (
      <StaffPage title={PlayerPageMessages.fallbackTitle} actions={back}>
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">{PlayerPageMessages.loading}</Text>
        </Group>
      </StaffPage>
    );
  }
  if (player.isError) {
    if (isNotFound(player.error)) return <PlayerNotFound back={back} />;
    return (
      <StaffPage title={PlayerPageMessages.fallbackTitle} actions={back}>
        <Alert color="red" role="alert" title={PlayerPageMessages.failed}>
          {errorMessage(player.error)}
        </Alert>
      </StaffPage>
    );
  }
  const record = player.data;
  return (
    <StaffPage title={`${record.first_name} ${record.last_name}`} actions={back}>
      <PlayerProfile player={record} />
      <SectionCard title={PlayerMembershipMessages.title}>
        <PlayerMemberships playerId={record.id} homeLocationId={record.location?.id ?? null} />
      </SectionCard>
      <PlayerBookings player={record} />
      <PlayerNotes playerId={record.id} />
    </StaffPage>
  );
}
