import { z } from 'zod';
import { FieldLabels as L } from './labels';
import { TextLimits } from './limits';
import { FieldMessages as F, ValidationMessages } from './messages';

/** SPEC.md section 5: "simple {email} pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 8+ characters with a lower-case letter, an upper-case letter, a digit and a special character. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const OTP_LENGTH = 6;
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_DIGITS = 15;
/** Stored as typed or formatted ("+1 (702) 123-4567"): digits and the marks a phone mask uses. */
export const PHONE_MAX_LENGTH = TextLimits.phone;
const PHONE_CHARACTERS = /^[\d\s+().-]*$/;
export const NAME_MIN = 2;
export const NAME_MAX = TextLimits.personName;
export const DEFAULT_COUNTRY = 'US';

/** Upper-cases the first letter, as the name fields do while typing. */
export const capitalizeFirst = (value: string): string =>
  value.length ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text, and no form types the others: a text field refuses them all before they reach a query.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/**
 * The base of every text field: a string (else `typeMessage`, by default "<label> must be text.")
 * without control characters. Later checks (trim, length, pattern) chain on it.
 */
export const plainText = (label: string, typeMessage: string = F.text(label)) =>
  z.string(typeMessage).refine((v) => !hasControlCharacters(v), {
    message: F.controlCharacters(label),
    abort: true,
  });

/** A search box's text: trimmed, at most 100 characters. */
export const searchField = (maxMessage: string) => plainText(L.search).trim().max(100, maxMessage);

/** A string input that is trimmed first; absent and null count as empty, so "required" applies. */
const trimmed = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    plainText(label),
  );

const name = (label: string, required: string, min: string, max: string) =>
  trimmed(label)
    .pipe(z.string().min(1, required).min(NAME_MIN, min).max(NAME_MAX, max))
    .transform(capitalizeFirst);

export const firstNameField = () =>
  name(
    L.first_name,
    ValidationMessages.firstNameRequired,
    ValidationMessages.firstNameMin,
    ValidationMessages.firstNameMax,
  );
export const lastNameField = () =>
  name(
    L.last_name,
    ValidationMessages.lastNameRequired,
    ValidationMessages.lastNameMin,
    ValidationMessages.lastNameMax,
  );

/** Registration, profile and contact email. */
export const emailField = () =>
  trimmed(L.email).pipe(
    z
      .string()
      .min(1, ValidationMessages.emailRequired)
      .max(TextLimits.email, ValidationMessages.emailMax)
      .regex(EMAIL_PATTERN, ValidationMessages.emailInvalid),
  );

/** Login and forgot-password email: one message for both failures. */
export const loginEmailField = () =>
  trimmed(L.email).pipe(
    z
      .string()
      .min(1, ValidationMessages.loginEmail)
      .max(TextLimits.email, ValidationMessages.emailMax)
      .regex(EMAIL_PATTERN, ValidationMessages.loginEmail),
  );

export const phoneField = () =>
  trimmed(L.phone).pipe(
    z
      .string()
      .min(1, ValidationMessages.phoneRequired)
      .min(PHONE_MIN_LENGTH, ValidationMessages.phoneMin)
      .refine(
        (v) => v.replace(/\D/g, '').length <= PHONE_MAX_DIGITS,
        ValidationMessages.phoneMaxDigits,
      )
      .refine(
        (v) => PHONE_CHARACTERS.test(v) && v.length <= PHONE_MAX_LENGTH,
        ValidationMessages.phoneInvalid,
      ),
  );

export const countryField = () =>
  trimmed(L.country)
    .transform((v) => (v === '' ? DEFAULT_COUNTRY : v.toUpperCase()))
    .pipe(z.string().regex(/^[A-Z]{2}$/, ValidationMessages.countryInvalid));

export const registrationPasswordField = () =>
  plainText(L.password, ValidationMessages.passwordRequired)
    .min(1, ValidationMessages.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, ValidationMessages.passwordStrength);

export const newPasswordField = () =>
  plainText(L.new_password, ValidationMessages.passwordRequired)
    .min(1, ValidationMessages.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, ValidationMessages.newPasswordStrength);

export const staffNewPasswordField = () =>
  plainText(L.new_password, ValidationMessages.staffNewPassword).min(
    6,
    ValidationMessages.staffNewPassword,
  );

export const confirmPasswordField = () =>
  plainText(L.confirm_password, ValidationMessages.confirmPasswordRequired).min(
    1,
    ValidationMessages.confirmPasswordRequired,
  );

/** The largest id a database integer column holds. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\s*\d+\s*$/;

/**
 * The one rule for every record id, in a path, a query or a body: a whole number from 1 to
 * MAX_ID, given as a number or as digits (a query string or form sends text). Nothing else is
 * read as a number: not `true`, not "1e3", not "0x10".
 */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
    z.number(message).int(message).positive(message).max(MAX_ID, message),
  );
