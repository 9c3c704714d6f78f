import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { LoginSchema, type Role } from '@courtbook/shared';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { canResendVerification, saveLogin } from '../lib/save-login';
import { LoginError } from './login-error';
import { LoginFields } from './login-fields';
import { UnverifiedEmailNotice } from './unverified-email-notice';

interface LoginFormProps {
  location: { id: string; name: string };
  defaultEmail?: string;
  onLoggedIn: (role: Role) => void;
}

/** A player's login at one location (SPEC.md "User login (per location)"). */
export function LoginForm({ location, defaultEmail = '', onLoggedIn }: LoginFormProps) {
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onChange',
    defaultValues: { email: defaultEmail, password: '', location: Number(location.id) },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email, password, location: locationId }) => {
    setUnverifiedEmail(null);
    setRefusal(null);
    const response = await unlessOffline(
      login.mutateAsync({ email, password, location: locationId }),
    );
    if (!response) return;
    if (hasCode(response.body, 200)) {
      const saved = saveLogin(response.body.data, location);
      if (saved) {
        onLoggedIn(saved.role);
        return;
      }
    }
    const message = refusalMessage(response.body, 'Login failed. Please try again.');
    notify.error(message);
    // One message on the page beside the toast: the unverified box (with its resend offer), or
    // the refusal under the form.
    if (response.status === 403 && canResendVerification(response.body.data))
      setUnverifiedEmail(email);
    else setRefusal(message);
  });

  return (
    <Stack gap="md">
      {unverifiedEmail && <UnverifiedEmailNotice email={unverifiedEmail} />}
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="md">
          <LoginFields
            form={form}
            forgot={{ to: paths.userForgotPassword.getHref(), label: 'Forgot password' }}
          />
          <SubmitButton loading={isSubmitting} fullWidth size="md">
            Login
          </SubmitButton>
          <LoginError message={refusal} />
        </Stack>
      </form>
    </Stack>
  );
}
