import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** A titled card of label / value pairs (a description list). */
export function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Box component="dl" m={0}>
          <Stack gap="xs">{children}</Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

interface FactProps {
  label: string;
  children: ReactNode;
  /** The grand total: larger and bold. */
  strong?: boolean;
}

export function Fact({ label, children, strong = false }: FactProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
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
