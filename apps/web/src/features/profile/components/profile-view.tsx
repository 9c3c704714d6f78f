import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Notice, NoticeAction } from '../../../components/notice';
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
      <Notice color="red" title="Your profile could not be loaded" icon={IconAlertTriangle}>
        <NoticeAction
          message={message}
          label="Try again"
          pending={profile.isFetching}
          onClick={() => void profile.refetch()}
        />
      </Notice>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ProfileForm key={answer.data.id} account={answer.data} />
    </Paper>
  );
}
