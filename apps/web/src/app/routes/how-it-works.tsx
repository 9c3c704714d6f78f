import { Link } from 'react-router';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { HowItWorksSteps } from '../../features/marketing/components/how-it-works-steps';
import { useSession } from '../../lib/session';
import { bookCourtHref } from '../nav-targets';

export function HowItWorksRoute() {
  const session = useSession();
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <PageTitle title="How It Works" />
      <Stack gap="xl">
        <div>
          <Title order={1}>How It Works</Title>
          <Text size="lg" c="dimmed" mt="sm" maw={620}>
            Booking a court takes a couple of minutes. Here is what to expect.
          </Text>
        </div>
        <HowItWorksSteps />
        <Paper radius="lg" p="lg" withBorder>
          <Group justify="space-between" gap="md">
            <div>
              <Title order={2} size="h3">
                Ready to book?
              </Title>
              <Text c="dimmed">Choose your location and find a free court.</Text>
            </div>
            <Button
              component={Link}
              to={bookCourtHref(session)}
              size="md"
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              Book a Court
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
