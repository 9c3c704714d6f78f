import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { PageTitle } from './page-title';

interface StaffPageProps {
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office page: its title in the tab and as the heading, with the page's buttons beside it. */
export function StaffPage({ title, actions, children }: StaffPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** The heading's link to an Add page (a plus), or back to the list (an arrow, less prominent). */
export function PageLink({ to, back, children }: { to: string; back?: boolean; children: string }) {
  const Icon = back ? IconArrowLeft : IconPlus;
  return (
    <Button
      component={Link}
      to={to}
      variant={back ? 'default' : undefined}
      leftSection={<Icon size={16} aria-hidden="true" />}
    >
      {children}
    </Button>
  );
}
