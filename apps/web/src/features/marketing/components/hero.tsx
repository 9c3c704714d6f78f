import { Link } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconMail } from '@tabler/icons-react';
import { CourtIllustration } from './court-illustration';
import classes from './marketing.module.css';

interface HeroProps {
  bookHref: string;
  contactHref: string;
  /** The line under the heading; a logged-in player is greeted by name. */
  lead?: string;
}

const DEFAULT_LEAD = 'Find a court, pick a date and time, and book in advance — all in a few taps.';

export function Hero({ bookHref, contactHref, lead = DEFAULT_LEAD }: HeroProps) {
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="xl" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 36, md: 64 }} verticalSpacing={36}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="xl" w="fit-content">
              Courts at clubs near you
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Ready to Play?
            </Title>
            <Text size="xl" c="dimmed" maw={520}>
              {lead}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={bookHref}
                size="lg"
                leftSection={<IconCalendarPlus size={20} aria-hidden="true" />}
              >
                Book a Court
              </Button>
              <Button
                component={Link}
                to={contactHref}
                size="lg"
                variant="default"
                leftSection={<IconMail size={20} aria-hidden="true" />}
              >
                Contact Us
              </Button>
            </Group>
          </Stack>
          <Box className={classes.heroArt}>
            <CourtIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
