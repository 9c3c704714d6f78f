import { SimpleGrid, TextInput } from '@mantine/core';
import { useController, useFormState, type Control, type FieldValues } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@courtbook/shared';
import { capitalizedAsTyped } from '../lib/forms';
import { CountrySelect } from './country-select';
import { PhoneField } from './phone-field/phone-field';

/** The person fields every account form has; `email` is left out where it cannot be changed. */
export interface PersonFieldValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
}

/** A new account's person fields: empty, in the default country. */
export const EMPTY_PERSON: PersonFieldValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  country: DEFAULT_COUNTRY,
};

export interface PersonFieldsProps<V extends FieldValues> {
  control: Control<V>;
  /** `own`: the person fills in their own details, so the browser may offer them. */
  autoComplete: 'own' | 'off';
  /** A read-only email with this address (the profile), instead of an email field. */
  fixedEmail?: string;
  /** `grid`: all five fields in two columns from `sm` up; else the names side by side only. */
  layout?: 'grid' | 'stack';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * First name, last name, email, phone number and country, as the registration, profile, player
 * and admin forms ask for them (SPEC.md section 5), checked by the form's own schema.
 */
export function PersonFields<V extends FieldValues>(props: PersonFieldsProps<V>) {
  const { autoComplete, fixedEmail, layout = 'stack' } = props;
  // The forms' values differ in every other field; these five are the same in each.
  const control = props.control as unknown as Control<PersonFieldValues>;
  const { errors } = useFormState({ control });
  const phone = useController({ control, name: 'phone' });
  const country = useController({ control, name: 'country' });
  const own = autoComplete === 'own';
  const countryValue = text(country.field.value) || DEFAULT_COUNTRY;

  const names = (
    <>
      <TextInput
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        error={errors.first_name?.message}
        {...capitalizedAsTyped(control.register('first_name'))}
      />
      <TextInput
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        error={errors.last_name?.message}
        {...capitalizedAsTyped(control.register('last_name'))}
      />
    </>
  );
  const rest = (
    <>
      {fixedEmail === undefined ? (
        <TextInput
          label="Email"
          type="email"
          autoComplete={own ? 'email' : 'off'}
          error={errors.email?.message}
          {...control.register('email')}
        />
      ) : (
        <TextInput
          label="Email"
          value={fixedEmail}
          readOnly
          variant="filled"
          description="Your email cannot be changed here."
          autoComplete="email"
        />
      )}
      <PhoneField
        label="Phone number"
        name="phone"
        value={text(phone.field.value)}
        onChange={phone.field.onChange}
        onBlur={phone.field.onBlur}
        error={phone.fieldState.error?.message}
        country={countryValue}
        onCountryChange={country.field.onChange}
      />
      <CountrySelect
        name="country"
        value={countryValue}
        onChange={country.field.onChange}
        onBlur={country.field.onBlur}
        error={country.fieldState.error?.message}
      />
    </>
  );

  if (layout === 'grid') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {names}
        {rest}
      </SimpleGrid>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        {names}
      </SimpleGrid>
      {rest}
    </>
  );
}
