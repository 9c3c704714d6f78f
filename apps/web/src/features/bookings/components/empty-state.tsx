import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconCalendarPlus } from '@tabler/icons-react';

interface EmptyStateProps {
  icon: typeof IconCalendarPlus;
  /** Grey for a booking that is not there; the brand colour for a list still to be filled. */
  color?: 'gray';
  title?: string;
  text: ReactNode;
  /** The way on: a button or link. */
  children?: ReactNode;
  /** Said to screen readers as it appears (an empty list after a filter), or not (a page). */
  role?: 'status';
}

/** A card in place of what is not there: an icon, what happened, and the way on. */
export function EmptyState({ icon: Icon, color, title, text, children, role }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" role={role}>
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden="true">
          <Icon size={30} stroke={1.6} />
        </ThemeIcon>
        {title ? (
          <Title order={2} size="h3">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
