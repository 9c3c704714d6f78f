import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, type Icon } from '@tabler/icons-react';
import { PageTitle } from './page-title';

interface StatusPageProps {
  /** Shown large and decorative above the heading, e.g. "404". */
  code?: string;
  icon: Icon;
  title: string;
  children: ReactNode;
  /** Extra actions beside the home button. */
  actions?: ReactNode;
  homeHref?: string;
  homeLabel?: string;
}

/** The one layout for "nothing here" pages: 404, 500, coming soon. */
export function StatusPage({
  code,
  icon: StatusIcon,
  title,
  children,
  actions,
  homeHref = '/',
  homeLabel = 'Back to home',
}: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <PageTitle title={title} />
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <StatusIcon size={38} stroke={1.6} />
        </ThemeIcon>
        {code && (
          <Text
            aria-hidden="true"
            fw={900}
            fz={{ base: 56, sm: 72 }}
            lh={1}
            c="court.6"
            style={{ letterSpacing: '-0.04em' }}
          >
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg" maw={520}>
          {children}
        </Text>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={homeHref}
            size="md"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {homeLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Container>
  );
}
