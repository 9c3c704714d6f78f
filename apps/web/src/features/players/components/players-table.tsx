import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { PlayerRecord } from '@courtbook/shared';
import { PagedList } from '../../../components/paged-list';
import { SearchInput } from '../../../components/search-input';
import { paths } from '../../../config/paths';
import { PLAYERS_PAGE_SIZE, usePlayers } from '../api/players';
import { formatDay, nameOf } from './format';

/** The player's name, a link to their record. */
function PlayerLink({ player }: { player: PlayerRecord }) {
  return (
    <Anchor component={Link} to={paths.playerDetails.getHref(player.id)} fw={600} size="sm">
      {nameOf(player)}
    </Anchor>
  );
}

function Unverified({ player }: { player: PlayerRecord }) {
  return player.is_verified ? null : (
    <Badge color="yellow" variant="light" ml={6} miw="max-content">
      Not verified
    </Badge>
  );
}

/** /users: players in scope with their bookings count; search, pages of 10 (cards on a phone). */
export function PlayersTable() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const query = usePlayers({ page, search: debouncedSearch });

  return (
    <Stack gap="md">
      <SearchInput
        placeholder="Name, email or phone"
        value={search}
        onChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        maw={420}
      />
      <PagedList
        noun="players"
        query={query}
        rows={query.data?.results ?? []}
        label="Players table"
        minWidth={820}
        columns={['Name', 'Email', 'Phone', 'Location', 'Bookings', 'Joined']}
        row={(player) => (
          <Table.Tr key={player.id}>
            <Table.Td>
              <PlayerLink player={player} />
              <Unverified player={player} />
            </Table.Td>
            <Table.Td>{player.email}</Table.Td>
            <Table.Td>{player.phone || '—'}</Table.Td>
            <Table.Td>{player.location?.name ?? '—'}</Table.Td>
            <Table.Td>{player.bookings_count}</Table.Td>
            <Table.Td>{formatDay(player.created_at)}</Table.Td>
          </Table.Tr>
        )}
        asCards={phone}
        card={(player) => (
          <Stack gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <PlayerLink player={player} />
              <Unverified player={player} />
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {player.email}
            </Text>
            <Text size="sm">{player.phone || '—'}</Text>
            <SimpleGrid cols={2} spacing="xs">
              <Text size="sm" c="dimmed">
                {player.location?.name ?? '—'}
              </Text>
              <Text size="sm" c="dimmed">
                Bookings: {player.bookings_count}
              </Text>
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Joined {formatDay(player.created_at)}
            </Text>
          </Stack>
        )}
        pager={{
          page,
          pageSize: PLAYERS_PAGE_SIZE,
          total: query.data?.count ?? 0,
          onChange: setPage,
        }}
      />
    </Stack>
  );
}
