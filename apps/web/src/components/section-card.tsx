import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A titled card of a record page (a player's profile, membership, bookings): a named section. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
