import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';

const EFFECTIVE_DATE = '07-29-2025';

interface Section {
  title: string;
  body: ReactNode;
}

const sections: Section[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <Text>When you use Arise Court we collect:</Text>
        <List spacing={4}>
          <List.Item>
            Account details: your first and last name, email address, phone number, country and, if
            you add one, a profile photo.
          </List.Item>
          <List.Item>
            Booking details: the location, court, date and time you book, and what you paid.
          </List.Item>
          <List.Item>
            Payment details: card payments are handled by our card payment provider; we never see or
            store your full card number.
          </List.Item>
          <List.Item>Messages you send us through the Contact Us form.</List.Item>
          <List.Item>
            Technical data needed to run the service securely, such as your IP address and browser
            type.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <List spacing={4}>
        <List.Item>To create and secure your account, and to verify your email address.</List.Item>
        <List.Item>
          To hold, confirm and show your court bookings, and to send receipts and reminders.
        </List.Item>
        <List.Item>To take payment for bookings through our card payment provider.</List.Item>
        <List.Item>To answer your messages and help with problems.</List.Item>
        <List.Item>To keep the service working, safe and free of abuse.</List.Item>
      </List>
    ),
  },
  {
    title: 'Sharing Your Information',
    body: (
      <Text>
        We share your booking details with the club where you book, so its staff can run the courts.
        We share what is needed to take a payment with our card payment provider, and we use service
        providers (hosting, email) who process data on our behalf. We do not sell your personal
        information. We may disclose information when the law requires it.
      </Text>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <Text>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and staff see
        only the locations they manage. No system is perfectly secure, but we work to protect your
        information and to act quickly if something goes wrong.
      </Text>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <Text>
        You can see and correct your details on your profile page at any time. You may ask us for a
        copy of your information, or ask us to delete your account, by contacting us; we keep
        booking and payment records only as long as the law requires.
      </Text>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <Text>
        Arise Court is not meant for children under 13, and we do not knowingly collect information
        from them. If you believe a child under 13 has given us information, please contact us and
        we will delete it.
      </Text>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <Text>
        We may update this policy from time to time. When we do, we change the date at the top of
        this page, and for important changes we tell you by email or in the app.
      </Text>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <Text>
        Questions about this policy or your information? Write to us through the{' '}
        <Anchor component={Link} to={paths.userContactUs.getHref()} underline="always">
          Contact Us
        </Anchor>{' '}
        page.
      </Text>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageTitle title="Privacy Policy" />
      <Stack gap="lg">
        <div>
          <Title order={1}>Privacy Policy</Title>
          <Text c="dimmed" mt="xs">
            Effective date: {EFFECTIVE_DATE}
          </Text>
        </div>
        <Text>
          This policy explains what information Arise Court collects when you find, book and pay for
          sports courts, how we use it, and the choices you have.
        </Text>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`privacy-${index}`}>
            <Title order={2} size="h3" id={`privacy-${index}`} mb="xs">
              {index + 1}. {section.title}
            </Title>
            <Stack gap="xs">{section.body}</Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
