import { Badge } from '@mantine/core';
import { PlanPageMessages as M } from '../messages';

/** Whether a plan is offered; filled dark shades read at 4.5:1 in both colour schemes. */
export function PlanActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'court.9' : 'gray.7'} variant="filled" miw="max-content">
      {active ? M.active : M.inactive}
    </Badge>
  );
}
