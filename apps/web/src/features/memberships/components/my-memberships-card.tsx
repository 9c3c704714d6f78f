import { Button, Group, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { useMyMemberships } from '../api/get-my-memberships';
import { MembershipStateMessages, MyMembershipMessages as M } from '../messages';
import { Loading } from './location-status';
import { MembershipStateBadge } from './membership-state-badge';

/** The player's own memberships on their profile: plan, club, dates and state. */
export function MyMembershipsCard() {
  const memberships = useMyMemberships();
  let body;
  if (memberships.isPending) body = <Loading label={M.loading} />;
  else if (memberships.isError)
    body = (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{M.failed}</Text>
        <Button size="xs" variant="light" onClick={() => void memberships.refetch()}>
          {M.retry}
        </Button>
      </Stack>
    );
  else if (memberships.data.length === 0)
    body = (
      <Stack gap={4} role="status">
        <Text fw={600}>{M.emptyTitle}</Text>
        <Text size="sm" c="dimmed">
          {M.emptyText}
        </Text>
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {memberships.data.map((membership) => (
          <li key={membership.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{M.at(membership.plan.name, membership.plan.location_name)}</Text>
                <Text size="sm" c="dimmed">
                  {MembershipStateMessages.dates(membership.starts_on, membership.ends_on)}
                </Text>
              </div>
              <MembershipStateBadge state={membership.state} />
            </Group>
          </li>
        ))}
      </Stack>
    );
  return <SectionCard title={M.title}>{body}</SectionCard>;
}
