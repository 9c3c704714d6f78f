import { useState } from 'react';
import { Button, Divider, Stack, Table, Text } from '@mantine/core';
import type { LocationOption, Membership } from '@courtbook/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ScrollableTable } from '../../../components/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { notify } from '../../../lib/notify';
import { usePlanLocations } from '../api/get-plan-locations';
import { useChangeMembership, usePlayerMemberships } from '../api/player-memberships';
import { todayAt } from '../lib/dates';
import { MembershipStateMessages, PlayerMembershipMessages as M } from '../messages';
import { GiveMembershipForm } from './give-membership-form';
import { LoadFailed, Loading } from './location-status';
import { MembershipStateBadge } from './membership-state-badge';

interface PlayerMembershipsProps {
  playerId: number;
  homeLocationId: number | null;
}

const COLUMNS = [
  M.columns.location,
  M.columns.dates,
  M.columns.price,
  M.columns.state,
  M.columns.actions,
];

/** The player page's Membership section: the player's memberships, End today, Give membership. */
export function PlayerMemberships({ playerId, homeLocationId }: PlayerMembershipsProps) {
  const memberships = usePlayerMemberships(playerId);
  const locations = usePlanLocations();
  const change = useChangeMembership();
  const [toEnd, setToEnd] = useState<Membership | null>(null);
  const locationOf = (membership: Membership): LocationOption | undefined =>
    locations.data?.find((l) => l.id === membership.plan.location_id);
  const todayOf = (membership: Membership) => todayAt(locationOf(membership)?.time_zone);

  const endToday = () => {
    if (!toEnd) return;
    change.mutate(
      { membershipId: toEnd.id, endsOn: todayOf(toEnd) },
      {
        onSuccess: ({ message }) => {
          notify.success(message || M.ended);
          setToEnd(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error));
          setToEnd(null);
        },
      },
    );
  };

  let list;
  if (memberships.isPending) list = <Loading label={M.loading} />;
  else if (memberships.isError)
    list = (
      <LoadFailed
        title={M.failed}
        error={memberships.error}
        retry={() => void memberships.refetch()}
      />
    );
  else if (memberships.data.length === 0)
    list = (
      <Text c="dimmed" role="status">
        {M.empty}
      </Text>
    );
  else
    list = (
      <ScrollableTable label={M.tableLabel} minWidth={680}>
        <Table verticalSpacing="sm">
          <Table.Caption>{M.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{M.columns.plan}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {memberships.data.map((membership) => (
              <Table.Tr key={membership.id}>
                <Table.Th scope="row" fw={600}>
                  {membership.plan.name}
                </Table.Th>
                <Table.Td>{membership.plan.location_name}</Table.Td>
                <Table.Td miw={220}>
                  {MembershipStateMessages.dates(membership.starts_on, membership.ends_on)}
                </Table.Td>
                <Table.Td>
                  {formatMoney(membership.price, locationOf(membership)?.currency)}
                </Table.Td>
                <Table.Td>
                  <MembershipStateBadge state={membership.state} />
                </Table.Td>
                <Table.Td>
                  {membership.state === 'active' ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={M.endTodayLabel(membership.plan.name)}
                      onClick={() => setToEnd(membership)}
                    >
                      {M.endToday}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    );

  return (
    <Stack gap="md">
      {list}
      <Divider />
      {locations.isPending ? (
        <Loading label={M.loadingPlans} />
      ) : locations.isError ? (
        <LoadFailed
          title={M.failed}
          error={locations.error}
          retry={() => void locations.refetch()}
        />
      ) : (
        <GiveMembershipForm
          playerId={playerId}
          locations={locations.data}
          homeLocationId={homeLocationId}
        />
      )}
      <ConfirmModal
        opened={toEnd !== null}
        title={M.endTitle}
        confirmLabel={M.endToday}
        loading={change.isPending}
        onConfirm={endToday}
        onClose={() => setToEnd(null)}
      >
        {toEnd ? M.endQuestion(toEnd.plan.name, todayOf(toEnd)) : null}
      </ConfirmModal>
    </Stack>
  );
}
