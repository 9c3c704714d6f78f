import { PageLink, StaffPage } from '../../components/staff-page';
import { paths } from '../../config/paths';
import { PlayerForm } from '../../features/players/components/player-form';
import { PlayersTable } from '../../features/players/components/players-table';

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
