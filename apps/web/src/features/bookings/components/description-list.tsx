import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatBookingDate } from './format';

/** A titled card of label / value pairs (a description list). */
export function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {/* Each Fact is a <div> of one <dt> and one <dd>, as a <dl> allows. */}
        <Stack component="dl" gap="xs" m={0}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}

interface FactProps {
  label: string;
  children: ReactNode;
  /** The grand total: larger, bold, and set apart by a rule above it. */
  strong?: boolean;
}

export function Fact({ label, children, strong = false }: FactProps) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="md"
      wrap="nowrap"
      pt={strong ? 'xs' : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text component="dt" size="sm" c="dimmed" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={{ overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Group>
  );
}

/** The day of a booking, or each day of a weekly series (those the club cancelled said so). */
export function DatesFact({
  dates,
  cancelled = [],
}: {
  dates: string[];
  /** Dates of the series whose session the club cancelled. */
  cancelled?: string[];
}) {
  return (
    <Fact label={dates.length > 1 ? 'Dates' : 'Date'}>
      {dates.map((date) => (
        <span key={date} style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatBookingDate(date)}
          {dates.length > 1 && cancelled.includes(date) ? ' · cancelled' : ''}
        </span>
      ))}
      {dates.length > 1 ? (
        <Text component="span" size="xs" c="dimmed" display="block">
          Every week, {dates.length} sessions
        </Text>
      ) : null}
    </Fact>
  );
}
