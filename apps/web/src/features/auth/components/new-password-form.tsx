import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { ResetPasswordSchema } from '@courtbook/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useSendNewPassword } from '../api/reset-password';

interface NewPasswordFormProps {
  email: string;
  onReset: () => void;
}

/** A player's new password: the strength rule of SPEC.md section 5 ("user reset"). */
export function NewPasswordForm({ email, onReset }: NewPasswordFormProps) {
  const send = useSendNewPassword(onReset);
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onChange',
    defaultValues: { email, new_password: '', confirm_password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit((values) => send(values));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordFields form={form} name="new_password" label="New password" autoFocus />
        <SubmitButton loading={isSubmitting} fullWidth size="md">
          Reset Password
        </SubmitButton>
      </Stack>
    </form>
  );
}
