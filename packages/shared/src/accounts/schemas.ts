import { z } from 'zod';
import { answerOf, envelopeOf } from '../api/envelope';
import {
  confirmPasswordField,
  countryField,
  emailField,
  firstNameField,
  idField,
  lastNameField,
  loginEmailField,
  newPasswordField,
  OTP_LENGTH,
  phoneField,
  plainText,
  registrationPasswordField,
  staffNewPasswordField,
} from '../validation/fields';
import { FieldLabels } from '../validation/labels';
import { ValidationMessages } from '../validation/messages';
import { ImageMessages } from './messages';

const passwordsMatch = <T extends { confirm: string; password: string }>(value: T) =>
  value.confirm === '' || value.confirm === value.password;

/** POST /user-register/ (SPEC.md section 3). user_type is not read: registration always makes a player. */
export const RegistrationSchema = z
  .object({
    first_name: firstNameField(),
    last_name: lastNameField(),
    email: emailField(),
    phone: phoneField(),
    country: countryField(),
    password: registrationPasswordField(),
    confirm_password: confirmPasswordField(),
    location_id: idField(ValidationMessages.locationRequired),
  })
  .refine((v) => passwordsMatch({ password: v.password, confirm: v.confirm_password }), {
    path: ['confirm_password'],
    message: ValidationMessages.passwordsDoNotMatch,
  });
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;

/** POST /login/: players give the location they log in at; staff give none. */
export const LoginSchema = z.object({
  email: loginEmailField(),
  password: z
    .string(ValidationMessages.loginPasswordRequired)
    .min(1, ValidationMessages.loginPasswordRequired),
  location: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idField(ValidationMessages.locationRequired).optional(),
  ),
});
export type LoginInput = z.input<typeof LoginSchema>;
export type Login = z.output<typeof LoginSchema>;

/** POST /send-reset-email/, POST /resend-otp/, POST /resend-verification/ */
export const EmailOnlySchema = z.object({ email: loginEmailField() });
export type EmailOnly = z.output<typeof EmailOnlySchema>;

/** POST /verify-otp/: `otp` is the number made from the six digits (leading zeros may be lost). */
export const VerifyOtpSchema = z.object({
  email: loginEmailField(),
  otp: z
    .union([z.number(), z.string().trim()], ValidationMessages.otpInvalid)
    .transform((v) => String(v).padStart(OTP_LENGTH, '0'))
    .pipe(z.string().regex(/^\d{6}$/, ValidationMessages.otpInvalid)),
});
export type VerifyOtp = z.output<typeof VerifyOtpSchema>;

/** POST /reset-password/ and the user's new-password form. */
export const ResetPasswordSchema = z
  .object({
    email: loginEmailField(),
    new_password: newPasswordField(),
    confirm_password: confirmPasswordField(),
  })
  .refine((v) => passwordsMatch({ password: v.new_password, confirm: v.confirm_password }), {
    path: ['confirm_password'],
    message: ValidationMessages.passwordsDoNotMatch,
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The staff-side new-password form (SPEC.md section 5: 6+ characters); the server still applies the strength rule. */
export const StaffNewPasswordFormSchema = z
  .object({
    new_password: staffNewPasswordField(),
    confirm_password: plainText(
      FieldLabels.confirm_password,
      ValidationMessages.staffConfirmPassword,
    ).min(1, ValidationMessages.staffConfirmPassword),
  })
  .refine((v) => passwordsMatch({ password: v.new_password, confirm: v.confirm_password }), {
    path: ['confirm_password'],
    message: ValidationMessages.passwordsDoNotMatch,
  });

/** PUT /profile/ text fields (the image travels beside them in the multipart body). */
export const ProfileUpdateSchema = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  phone: phoneField(),
  country: countryField(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** Who a person is, as every answer about an account says it. */
export const PersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
});

/** What GET /profile/ and login return about the account. */
export const AccountSchema = PersonSchema.extend({
  image: z.string().nullable(),
  user_type: z.number().int(),
  role: z.enum(['superadmin', 'user']),
  is_verified: z.boolean(),
  /** Players: the location they logged in at (last used). Staff: null. */
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  /** Location admins: what they may do (full_access, locations, court_bookings, reporting). Others: []. */
  permissions: z.array(z.string()),
});
export type Account = z.infer<typeof AccountSchema>;

/** GET and PUT /profile/: SPEC.md section 7 reads `data.code`, `data.data` and `data.image`. */
export const ProfileAnswerSchema = envelopeOf(AccountSchema).extend({
  image: z.string().nullable(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

/** PUT /profile/location/: a signed-in player changes club; the session stays as it is. */
export const ChangeClubSchema = z.object({
  location: idField(ValidationMessages.locationRequired),
});
export type ChangeClubInput = z.input<typeof ChangeClubSchema>;

/** The account as it now is, its fields beside code and message (SPEC.md section 7). */
export const ChangeClubAnswerSchema = answerOf(AccountSchema);
export type ChangeClubAnswer = z.infer<typeof ChangeClubAnswerSchema>;

export const LoginResultSchema = AccountSchema.extend({ access_token: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/**
 * GET /verify-email/{uuid}/ on a valid link: whom it verified (the link was mailed to them, so it
 * tells nothing the link does not) and their club's login; `already_verified` on a second click.
 */
export const EmailVerifiedSchema = z.object({
  email: z.string(),
  already_verified: z.boolean(),
  /** The club the player registered at, while it takes bookings; else null. */
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;

/** Image uploads (profile photo, location logo). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For a file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * The check a browser can make before uploading (declared type and size): the message to show,
 * or null. The server repeats it on the file's real content.
 */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return ImageMessages.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return ImageMessages.tooLarge;
  return null;
}

/** How many leading bytes `imageTypeOfContent` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The accepted image type a file's first bytes (its magic numbers) show, or null: a browser's
 * check on the content, as the server makes on the whole upload, before anything is sent.
 */
export function imageTypeOfContent(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF", four bytes of size, "WEBP".
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Password recovery timings (DESIGN.md section 7). */
export const OTP_RESEND_SECONDS = 59;
export const OTP_STAFF_INITIAL_SECONDS = 30;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const EMAIL_VERIFICATION_HOURS = 24;
