import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoginSchema, ValidationMessages, type Role } from '@courtbook/shared';
import { Notice, NoticeLink } from '../../../components/notice';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { saveLogin } from '../lib/save-login';
import { LoginError } from './login-error';
import { LoginFields } from './login-fields';

export const PLAYER_AT_STAFF_LOGIN =
  'This sign-in is for staff. Players log in from their club’s page.';

interface StaffLoginFormProps {
  onLoggedIn: (role: Role) => void;
}

/** Staff sign in: email and password, no location. */
export function StaffLoginForm({ onLoggedIn }: StaffLoginFormProps) {
  const login = useLogin();
  const [playerHint, setPlayerHint] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setPlayerHint(false);
    setRefusal(null);
    const response = await unlessOffline(login.mutateAsync({ email, password }));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      const saved = saveLogin(response.body.data);
      if (saved) {
        onLoggedIn(saved.role);
        return;
      }
    }
    // The API asks a player for a location (ADR 0004): that is the only way to get this here.
    if (response.status === 400 && response.body.message === ValidationMessages.locationRequired) {
      // The box with its link is the one message on the page beside the toast.
      setPlayerHint(true);
      notify.error(PLAYER_AT_STAFF_LOGIN);
      return;
    }
    const message = refusalMessage(response.body, 'Sign in failed. Please try again.');
    notify.error(message);
    setRefusal(message);
  });

  return (
    <Stack gap="md">
      {playerHint && (
        <Notice color="blue" title="Looking for the player login?" icon={IconInfoCircle}>
          <Text size="sm">
            Players log in at their club.{' '}
            <NoticeLink to={paths.userSelectLocation.getHref()}>Find your club</NoticeLink>
          </Text>
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Staff sign in">
        <Stack gap="md">
          <LoginFields
            form={form}
            forgot={{ to: paths.forgotPassword.getHref(), label: 'Forgot password?' }}
          />
          <SubmitButton loading={isSubmitting} fullWidth size="md">
            Sign in
          </SubmitButton>
          <LoginError message={refusal} />
        </Stack>
      </form>
    </Stack>
  );
}
