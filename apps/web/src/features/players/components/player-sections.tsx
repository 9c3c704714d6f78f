import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { PlayerRecord } from '@courtbook/shared';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { PlayerPageMessages as M } from '../messages';
import { formatDay, nameOf } from './format';

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Who the player is: the players list's fields, as a description list. */
export function PlayerProfile({ player }: { player: PlayerRecord }) {
  return (
    <SectionCard title={M.profileTitle}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
        <Field term={M.name}>{nameOf(player)}</Field>
        <Field term={M.email}>{player.email}</Field>
        <Field term={M.phone}>{player.phone || M.none}</Field>
        <Field term={M.verified}>
          <Badge
            color={player.is_verified ? 'court.9' : 'gray.7'}
            variant="filled"
            component="span"
          >
            {player.is_verified ? M.yes : M.no}
          </Badge>
        </Field>
        <Field term={M.location}>{player.location?.name ?? M.none}</Field>
        <Field term={M.bookingsCount}>{player.bookings_count}</Field>
        <Field term={M.joined}>{formatDay(player.created_at)}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

const bookingsHref = (email: string, tab: 'upcoming' | 'past') => {
  const query = new URLSearchParams({ search: email });
  if (tab === 'past') query.set('tab', 'past');
  return `${paths.courtBookings.getHref()}?${query.toString()}`;
};

/** The player's bookings: the court bookings list, searched by their email. */
export function PlayerBookings({ player }: { player: PlayerRecord }) {
  return (
    <SectionCard title={M.bookingsTitle}>
      <Text size="sm">{M.bookingsText(player.bookings_count)}</Text>
      <Group gap="sm">
        <Button component={Link} to={bookingsHref(player.email, 'upcoming')} variant="light">
          {M.upcoming}
        </Button>
        <Button component={Link} to={bookingsHref(player.email, 'past')} variant="default">
          {M.past}
        </Button>
      </Group>
    </SectionCard>
  );
}
