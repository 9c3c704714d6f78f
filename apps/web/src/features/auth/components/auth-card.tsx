import type { ComponentType, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the heading: a back link, the location. */
  top?: ReactNode;
  /** Under the card: links to other pages. */
  below?: ReactNode;
  /** The page heading, so a step change can move focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The one layout for sign-in and recovery pages: a centred card with the page's h1. */
export function AuthCard({ title, subtitle, top, below, headingRef, children }: AuthCardProps) {
  return (
    <Container size={480} py={{ base: 'xl', sm: 56 }}>
      <PageTitle title={title} />
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          {top}
          <Stack gap={6}>
            <Title order={1} size="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {below && (
        <Stack gap="xs" align="center" mt="lg">
          {below}
        </Stack>
      )}
    </Container>
  );
}

interface AuthLinkProps {
  to: string;
  /** Carried to the next page, e.g. the email typed so far. */
  state?: unknown;
  children: ReactNode;
}

/** A link of an auth card to another step or page: Back to Login, Use a different email. */
export function AuthLink({ to, state, children }: AuthLinkProps) {
  return (
    <Anchor component={Link} to={to} state={state} size="sm">
      {children}
    </Anchor>
  );
}

interface AuthCardIconProps {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** The glyph's size inside its 48px disc. */
  size?: number;
  color?: string;
}

/** A card's outcome at a glance, above its heading: a tabler icon in a light disc. */
export function AuthCardIcon({ icon: Icon, size = 28, color }: AuthCardIconProps) {
  return (
    <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden="true">
      <Icon size={size} stroke={1.6} />
    </ThemeIcon>
  );
}
