import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { paths } from '../config/paths';
import { canUsePlayerPages, useSession } from '../lib/session';

/** A signed-in player's way to another club: Search Court, then back to the wizard there. */
export function ChangeClubLink() {
  const session = useSession();
  if (!canUsePlayerPages(session)) return null;
  return (
    <Anchor component={Link} to={paths.userSelectLocation.getHref()} size="sm">
      Change club
    </Anchor>
  );
}
