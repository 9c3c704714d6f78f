import { Badge } from '@mantine/core';
import type { Membership } from '@courtbook/shared';
import { MembershipStateMessages as M } from '../messages';

// Filled dark shades (the court green's darkest: Mantine's green 9 fell under 4.5:1 in dark mode).
const COLORS: Record<Membership['state'], string> = {
  upcoming: 'blue.9',
  active: 'court.9',
  ended: 'gray.7',
};

/** Upcoming, active or ended, by the club's today (the server's word). */
export function MembershipStateBadge({ state }: { state: Membership['state'] }) {
  return (
    <Badge color={COLORS[state]} variant="filled" miw="max-content">
      {M.states[state]}
    </Badge>
  );
}
