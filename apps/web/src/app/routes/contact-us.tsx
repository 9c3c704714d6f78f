import { Link } from 'react-router';
import {
  Anchor,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMessageCircle, IconShieldLock, type Icon } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useContactClub } from '../../features/contact/hooks/use-contact-club';

interface Point {
  icon: Icon;
  title: string;
  text: string;
}

const points: Point[] = [
  {
    icon: IconClock,
    title: 'We answer by email',
    text: 'Our team reads every message and usually replies within two working days.',
  },
  {
    icon: IconMessageCircle,
    title: 'About a booking?',
    text: 'Tell us the location, the date and the court so we can find it quickly.',
  },
  {
    icon: IconShieldLock,
    title: 'Your details stay private',
    text: 'We use them only to answer you.',
  },
];

/** /user-contact-us: open to everyone, logged in or not. */
export function ContactUsRoute() {
  const club = useContactClub();
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageTitle title="Contact Us" />
      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <div>
              <Title order={1}>Contact Us</Title>
              <Text size="lg" c="dimmed" mt="sm">
                A question about a court, a booking or your account? Send us a message.
              </Text>
            </div>
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {points.map(({ icon: PointIcon, title, text }) => (
                <Group component="li" key={title} gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                    <PointIcon size={22} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{title}</Text>
                    <Text size="sm" c="dimmed">
                      {text}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
            <Text size="sm" c="dimmed">
              Read how we handle your information in our{' '}
              <Anchor
                component={Link}
                to={paths.privacyPolicy.getHref()}
                inherit
                underline="always"
              >
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} size="h3" mb="md">
              Send a message
            </Title>
            <ContactForm club={club} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
