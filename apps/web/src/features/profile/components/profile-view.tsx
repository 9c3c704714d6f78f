import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { hasCode } from '../../../lib/api-answer';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the profile (GET /profile/), then shows the form; loading and failure have their own states. */
export function ProfileView() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <Center py={48}>
        <Stack align="center" gap="sm" aria-busy="true">
          <Loader aria-hidden="true" />
          <Text c="dimmed" role="status">
            Loading your profile…
          </Text>
        </Stack>
      </Center>
    );
  }

  const answer = profile.data?.body;
  if (!answer || !hasCode(answer, 200) || !answer.data) {
    const message = profile.isError
      ? 'We could not reach the server. Check your connection and try again.'
      : answer?.message || 'Your profile could not be loaded.';
    return (
      <Alert
        color="red"
        variant="light"
        title="Your profile could not be loaded"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void profile.refetch()}
            disabled={profile.isFetching}
          >
            {profile.isFetching ? 'Loading...' : 'Try again'}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ProfileForm key={answer.data.id} account={answer.data} />
    </Paper>
  );
}
