import { Link } from 'react-router';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Logo } from '../../components/logo';
import { BRAND_NAME } from '../../config/env';
import { paths } from '../../config/paths';
import classes from './layout.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={320}>
            <Logo size={26} />
            <Text size="sm" c="dimmed">
              Find a court, pick a time, and book in advance.
            </Text>
          </Stack>
          <Group component="nav" aria-label="Footer" gap="lg" wrap="wrap">
            <Anchor component={Link} to={paths.howItWorks.getHref()} size="sm" c="dimmed">
              How it works
            </Anchor>
            <Anchor component={Link} to={paths.userContactUs.getHref()} size="sm" c="dimmed">
              Contact Us
            </Anchor>
            <Anchor component={Link} to={paths.privacyPolicy.getHref()} size="sm" c="dimmed">
              Privacy Policy
            </Anchor>
            <Text component="span" size="sm" c="dimmed">
              Terms &amp; Conditions
            </Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="lg">
          © {year} {BRAND_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
