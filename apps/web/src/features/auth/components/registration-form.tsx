import type { ErrorAnswer } from '@courtbook/shared';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { isPhoneOfCountry, PHONE_OF_COUNTRY, RegistrationSchema } from '@courtbook/shared';
import { EMPTY_PERSON, PersonFields } from '../../../components/person-fields';
import { EMPTY_PASSWORD, NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, unlessOffline } from '../../../lib/api-answer';
import { checkingPhoneAsSent, toE164 } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';

export const REGISTRATION_FAILED = 'User registration failed.';

interface RegistrationFormProps {
  locationId: string;
  /** After the server accepted the registration, with the email to log in with. */
  onRegistered: (email: string) => void;
}

/** A player's registration at the chosen location (SPEC.md sections 3 and 5). */
export function RegistrationForm({ locationId, onRegistered }: RegistrationFormProps) {
  const registration = useRegister();
  const form = useForm({
    resolver: checkingPhoneAsSent(
      zodResolver(RegistrationSchema.refine(isPhoneOfCountry, PHONE_OF_COUNTRY)),
    ),
    mode: 'onChange',
    defaultValues: { ...EMPTY_PERSON, ...EMPTY_PASSWORD, location_id: Number(locationId) },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const response = await unlessOffline(
      registration.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        phone: toE164(values.phone),
        country: values.country,
        user_type: '2',
        password: values.password,
        confirm_password: values.confirm_password,
        location_id: values.location_id,
      }),
    );
    if (!response) return;
    const accepted =
      hasCode(response.body, 200, 201) || response.status === 200 || response.status === 201;
    if (accepted) {
      notify.success(response.body.message || 'Registration successful.');
      onRegistered(values.email);
    } else {
      // SPEC.md section 8: the first entry of data.errors, else the fixed text.
      const { errors } = response.body as Partial<ErrorAnswer>;
      notify.error(errors?.[0] ?? REGISTRATION_FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an account">
      <Stack gap="md">
        <PersonFields control={control} autoComplete="own" />
        <NewPasswordFields form={form} name="password" label="Password" />
        <SubmitButton loading={isSubmitting} fullWidth size="md">
          Create account
        </SubmitButton>
      </Stack>
    </form>
  );
}
