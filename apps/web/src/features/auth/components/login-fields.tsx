import { Group, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { AuthLink } from './auth-card';

type LoginValues = { email: string; password: string };

interface LoginFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The player's or the staff's Forgot password page, and how the link reads there. */
  forgot: { to: string; label: string };
}

/** Email and password of the player's and the staff's login, with the Forgot password link. */
export function LoginFields<V extends FieldValues>({ form, forgot }: LoginFieldsProps<V>) {
  // Both logins check LoginSchema; its two fields are the same in each form.
  const { register, formState } = form as unknown as UseFormReturn<LoginValues>;
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Group justify="flex-end">
        <AuthLink to={forgot.to}>{forgot.label}</AuthLink>
      </Group>
    </>
  );
}
