import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { StaffNewPasswordFormSchema } from '@courtbook/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useSendNewPassword } from '../api/reset-password';

interface StaffNewPasswordFormProps {
  email: string;
  onReset: () => void;
}

/**
 * Staff-side new password: the form checks SPEC.md's 6+ characters; the server still applies the
 * full strength rule, which the field's description states so nobody is surprised.
 */
export function StaffNewPasswordForm({ email, onReset }: StaffNewPasswordFormProps) {
  const send = useSendNewPassword(onReset);
  const form = useForm({
    resolver: zodResolver(StaffNewPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit((values) => send({ email, ...values }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          form={form}
          name="new_password"
          label="New password"
          description="Use 8 or more characters with upper and lower case letters, a number and a special character."
          autoFocus
        />
        <SubmitButton loading={isSubmitting} fullWidth size="md">
          Set Password
        </SubmitButton>
      </Stack>
    </form>
  );
}
