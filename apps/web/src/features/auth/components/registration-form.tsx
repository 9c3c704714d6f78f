import type { ErrorAnswer } from '@courtbook/shared';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DEFAULT_COUNTRY, RegistrationSchema } from '@courtbook/shared';
import { CountrySelect } from '../../../components/country-select';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, unlessOffline } from '../../../lib/api-answer';
import { capitalizedAsTyped, toE164 } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';

export const REGISTRATION_FAILED = 'User registration failed.';

interface RegistrationFormProps {
  locationId: string;
  /** After the server accepted the registration, with the email to log in with. */
  onRegistered: (email: string) => void;
}

/** A player's registration at the chosen location (SPEC.md sections 3 and 5). */
export function RegistrationForm({ locationId, onRegistered }: RegistrationFormProps) {
  const registration = useRegister();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegistrationSchema),
    mode: 'onChange',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      country: DEFAULT_COUNTRY,
      password: '',
      confirm_password: '',
      location_id: Number(locationId),
    },
  });
  const phone = useController({ control, name: 'phone' });
  const country = useController({ control, name: 'country' });

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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...capitalizedAsTyped(register('first_name'))}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...capitalizedAsTyped(register('last_name'))}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label="Phone number"
          name="phone"
          value={typeof phone.field.value === 'string' ? phone.field.value : ''}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          error={phone.fieldState.error?.message}
          country={typeof country.field.value === 'string' ? country.field.value : DEFAULT_COUNTRY}
          onCountryChange={country.field.onChange}
        />
        <CountrySelect
          name="country"
          value={typeof country.field.value === 'string' ? country.field.value : DEFAULT_COUNTRY}
          onChange={country.field.onChange}
          onBlur={country.field.onBlur}
          error={country.fieldState.error?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            onChange: () => {
              if (getValues('confirm_password') !== '') void trigger('confirm_password');
            },
          })}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <SubmitButton loading={isSubmitting} fullWidth size="md">
          Create account
        </SubmitButton>
      </Stack>
    </form>
  );
}
