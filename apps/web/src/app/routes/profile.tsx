import { Container, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { MyMembershipsCard } from '../../features/memberships/components/my-memberships-card';
import { ProfileView } from '../../features/profile/components/profile-view';

function ProfileHeading() {
  return (
    <Stack gap={4}>
      <PageTitle title="Profile" />
      <Title order={1}>Profile</Title>
      <Text c="dimmed">Your name, phone number, country and photo.</Text>
    </Stack>
  );
}

/** /user-profile: a player's profile. */
export function UserProfileRoute() {
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <ProfileHeading />
        <ProfileView />
        <MyMembershipsCard />
      </Stack>
    </Container>
  );
}

/** /profile: a staff member's profile, inside the back-office layout. */
export function StaffProfileRoute() {
  return (
    <Stack gap="xl">
      <ProfileHeading />
      <ProfileView />
    </Stack>
  );
}
