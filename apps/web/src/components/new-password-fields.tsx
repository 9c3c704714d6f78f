import { SimpleGrid, Stack } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

type NewPasswordValues = { password: string; new_password: string; confirm_password: string };

/** A new account's password and its confirmation, empty. */
export const EMPTY_PASSWORD = { password: '', confirm_password: '' };

export interface NewPasswordFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The first field: `password` on an account's form, `new_password` on a reset. */
  name: 'password' | 'new_password';
  label: string;
  description?: string;
  autoFocus?: boolean;
  /** Side by side from `xs` up (the staff forms), else one under the other. */
  inline?: boolean;
}

/**
 * A new password and its confirmation, checked by the form's own schema; typing a new password
 * checks the confirmation again once it has been filled in.
 */
export function NewPasswordFields<V extends FieldValues>(props: NewPasswordFieldsProps<V>) {
  const { name, label, description, autoFocus, inline = false } = props;
  // The forms' values differ in every other field; these two are named the same in each.
  const form = props.form as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = form.formState;
  const Layout = inline ? SimpleGrid : Stack;
  const layoutProps = inline ? { cols: { base: 1, xs: 2 }, spacing: 'md' } : { gap: 'md' };

  return (
    <Layout {...layoutProps}>
      <PasswordField
        label={label}
        description={description}
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors[name]?.message}
        {...form.register(name, {
          onChange: () => {
            if (form.getValues('confirm_password') !== '') void form.trigger('confirm_password');
          },
        })}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
    </Layout>
  );
}
