import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { ValidationMessages } from './messages';

/**
 * The number in E.164 (`+12155550100`), read in the given country unless it starts with `+`;
 * null when libphonenumber does not know it as a valid number there. The one check of a phone
 * number: the forms run it as the user types, the API on what it receives.
 */
export function normalisePhone(phone: string, country: string): string | null {
  const parsed = isSupportedCountry(country)
    ? parsePhoneNumberFromString(phone, country)
    : parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.number : null;
}

const about = (issues: readonly { path?: readonly PropertyKey[] }[], field: string) =>
  issues.some((issue) => issue.path?.[0] === field);

/**
 * For an object schema with `phone` and `country`:
 * `.refine(isPhoneOfCountry, PHONE_OF_COUNTRY)` puts "Phone number is not valid." under the phone
 * when it is no number of that country; skipped while either field has a message of its own.
 */
export const isPhoneOfCountry = (value: { phone: string; country: string }): boolean =>
  normalisePhone(value.phone, value.country) !== null;

export const PHONE_OF_COUNTRY = {
  path: ['phone'],
  message: ValidationMessages.phoneInvalid,
  when: (payload: z.core.ParsePayload): boolean =>
    !about(payload.issues, 'phone') && !about(payload.issues, 'country'),
};
