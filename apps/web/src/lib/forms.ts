import { capitalizeFirst } from '@courtbook/shared';
import type { FieldValues, Resolver, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A react-hook-form registration whose value gets its first letter upper-cased as it is typed
 * (SPEC.md section 5: first and last names).
 */
export function capitalizedAsTyped<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input: unknown = event.target;
      if (input instanceof HTMLInputElement) {
        const capitalized = capitalizeFirst(input.value);
        // Only when it changes: writing the value moves the caret to the end.
        if (capitalized !== input.value) {
          const caret = input.selectionStart;
          input.value = capitalized;
          if (caret !== null) input.setSelectionRange(caret, caret);
        }
      }
      return registration.onChange(event);
    },
  };
}

/** Phone digits as the API wants them: "+" then the digits (E.164 style), or empty. */
export const toE164 = (digits: string): string => {
  const only = digits.replace(/\D/g, '');
  return only === '' ? '' : `+${only}`;
};

/**
 * Checks the form with its phone as it will be sent (`toE164`): the shared schema then judges the
 * very number the API will (packages/shared `isPhoneOfCountry`), not the input's bare digits.
 */
export function checkingPhoneAsSent<V extends FieldValues, C, T>(
  resolver: Resolver<V, C, T>,
): Resolver<V, C, T> {
  return (values, context, options) =>
    resolver(
      typeof values.phone === 'string' ? { ...values, phone: toE164(values.phone) } : values,
      context,
      options,
    );
}
