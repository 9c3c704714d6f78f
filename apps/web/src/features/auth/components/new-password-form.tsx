import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { ResetPasswordSchema } from '@courtbook/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordFormProps {
  email: string;
  onReset: () => void;
}

/** A player's new password: the strength rule of SPEC.md section 5 ("user reset"). */
export function NewPasswordForm({ email, onReset }: NewPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onChange',
    defaultValues: { email, new_password: '', confirm_password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const response = await unlessOffline(reset.mutateAsync(values));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      notify.success(response.body.message || 'Your password has been reset.');
      onReset();
    } else {
      notify.error(refusalMessage(response.body, 'Your password could not be reset.'));
    }
  });

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
