import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The number in E.164 (`+12155550100`), read in the given country unless it starts with `+`;
 * null when it is not a valid number there.
 */
export function normalisePhone(phone: string, country: string): string | null {
  const parsed = isSupportedCountry(country)
    ? parsePhoneNumberFromString(phone, country)
    : parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.number : null;
}
