import { z } from 'zod';
import { ValidationMessages as M } from './messages';

/** SPEC.md section 5: "simple {email} pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 8+ characters with a lower-case letter, an upper-case letter, a digit and a special character. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const OTP_LENGTH = 6;
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_DIGITS = 15;
/** Stored as typed or formatted ("+1 (702) 123-4567"): digits and the marks a phone mask uses. */
export const PHONE_MAX_LENGTH = 20;
const PHONE_CHARACTERS = /^[\d\s+().-]*$/;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const DEFAULT_COUNTRY = 'US';

/** Upper-cases the first letter, as the name fields do while typing. */
export const capitalizeFirst = (value: string): string =>
  value.length ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/** A string input that is trimmed first; absent and null count as empty, so "required" applies. */
const trimmed = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string(),
  );

const name = (required: string, min: string, max: string) =>
  trimmed()
    .pipe(z.string().min(1, required).min(NAME_MIN, min).max(NAME_MAX, max))
    .transform(capitalizeFirst);

export const firstNameField = () => name(M.firstNameRequired, M.firstNameMin, M.firstNameMax);
export const lastNameField = () => name(M.lastNameRequired, M.lastNameMin, M.lastNameMax);

/** Registration, profile and contact email. */
export const emailField = () =>
  trimmed().pipe(z.string().min(1, M.emailRequired).regex(EMAIL_PATTERN, M.emailInvalid));

/** Login and forgot-password email: one message for both failures. */
export const loginEmailField = () =>
  trimmed().pipe(z.string().min(1, M.loginEmail).regex(EMAIL_PATTERN, M.loginEmail));

export const phoneField = () =>
  trimmed().pipe(
    z
      .string()
      .min(1, M.phoneRequired)
      .min(PHONE_MIN_LENGTH, M.phoneMin)
      .refine((v) => v.replace(/\D/g, '').length <= PHONE_MAX_DIGITS, M.phoneMaxDigits)
      .refine((v) => PHONE_CHARACTERS.test(v) && v.length <= PHONE_MAX_LENGTH, M.phoneInvalid),
  );

export const countryField = () =>
  trimmed()
    .transform((v) => (v === '' ? DEFAULT_COUNTRY : v.toUpperCase()))
    .pipe(z.string().regex(/^[A-Z]{2}$/, M.countryInvalid));

export const registrationPasswordField = () =>
  z
    .string(M.passwordRequired)
    .min(1, M.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, M.passwordStrength);

export const newPasswordField = () =>
  z
    .string(M.passwordRequired)
    .min(1, M.passwordRequired)
    .regex(STRONG_PASSWORD_PATTERN, M.newPasswordStrength);

export const staffNewPasswordField = () => z.string(M.staffNewPassword).min(6, M.staffNewPassword);

export const confirmPasswordField = () =>
  z.string(M.confirmPasswordRequired).min(1, M.confirmPasswordRequired);

/** The largest id a database integer column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive whole-number id, given as a number or a numeric string. */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number(message).int(message).positive(message).max(MAX_ID, message),
  );
