import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { EmailOnlySchema } from '@courtbook/shared';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useSendResetEmail } from '../api/send-reset-email';

interface EmailStepFormProps {
  submitLabel: string;
  defaultEmail?: string;
  /** After the server sent the code (code 200, as a number or the string "200"). */
  onSent: (email: string) => void;
}

/** Password recovery, first step: the email to send the 6-digit code to. */
export function EmailStepForm({ submitLabel, defaultEmail = '', onSent }: EmailStepFormProps) {
  const send = useSendResetEmail();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(EmailOnlySchema),
    mode: 'onChange',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const response = await unlessOffline(send.mutateAsync({ email }));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      if (response.body.message) notify.success(response.body.message);
      onSent(email);
    } else {
      notify.error(refusalMessage(response.body, 'The code could not be sent. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton loading={isSubmitting} fullWidth size="md">
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
