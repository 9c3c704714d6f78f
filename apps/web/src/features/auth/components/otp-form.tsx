import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  ValidationMessages,
  VerifyOtpSchema,
} from '@courtbook/shared';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { OtpBoxes } from './otp-boxes';

interface OtpFormProps {
  email: string;
  /** Where the resend countdown starts: 59, or 30 when the staff dialog first opens. */
  initialSeconds: number;
  onVerified: () => void;
}

/** "Please wait 42 seconds before requesting a new code." → 42 */
const waitSecondsIn = (message: string): number | null => {
  const match = /(\d+)\s*seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
};

/** Six-digit code entry with the resend countdown (SPEC.md sections 4 and 5). */
export function OtpForm({ email, initialSeconds, onVerified }: OtpFormProps) {
  const { seconds, restart } = useCountdown(initialSeconds);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    setValue,
    setFocus,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(VerifyOtpSchema),
    defaultValues: { email, otp: '' },
    // A half-typed code is not an error yet: check on submit, then on every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ otp }) => {
    // The schema pads a number that lost its leading zeros; typed boxes must all be filled.
    if (String(getValues('otp')).length !== OTP_LENGTH) {
      setError(
        'otp',
        { type: 'length', message: ValidationMessages.otpInvalid },
        { shouldFocus: true },
      );
      return;
    }
    const response = await unlessOffline(verify.mutateAsync({ email, otp: Number(otp) }));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      restart(OTP_RESEND_SECONDS);
      onVerified();
    } else {
      notify.error(refusalMessage(response.body, 'The code could not be verified.'));
    }
  });

  const onResend = async () => {
    const response = await unlessOffline(resend.mutateAsync({ email }));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      restart(OTP_RESEND_SECONDS);
      setValue('otp', '');
      setFocus('otp');
      notify.success(response.body.message || 'A new code has been sent.');
    } else {
      notify.error(refusalMessage(response.body, 'A new code could not be sent.'));
      const wait = response.status === 429 ? waitSecondsIn(response.body.message) : null;
      if (wait !== null) restart(wait);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <OtpBoxes
              value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
              onChange={field.onChange}
              inputRef={field.ref}
              error={fieldState.error?.message}
              autoFocus
            />
          )}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            Didn&apos;t get it?
          </Text>
          {seconds > 0 ? (
            <Text size="sm" role="timer" c="dimmed">
              {`Resend OTP in ${seconds}s`}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => void onResend()}
              disabled={resend.isPending}
            >
              {resend.isPending ? 'Loading...' : 'Resend OTP'}
            </Anchor>
          )}
        </Group>
        <SubmitButton loading={isSubmitting} fullWidth>
          Continue
        </SubmitButton>
      </Stack>
    </form>
  );
}
