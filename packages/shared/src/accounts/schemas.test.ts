import { describe, expect, it } from 'vitest';
import { ValidationMessages } from '../validation/messages';
import {
  LoginSchema,
  ProfileUpdateSchema,
  RegistrationSchema,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from './schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  first_name: 'ann',
  last_name: ' lee ',
  email: ' ann@example.com ',
  phone: '+1 215 555 0100',
  country: 'us',
  user_type: '0',
  password: 'Secret1!',
  confirm_password: 'Secret1!',
  location_id: '3',
};

describe('RegistrationSchema', () => {
  it('trims, capitalises names, upper-cases the country, ignores user_type', () => {
    const parsed = RegistrationSchema.parse(valid);
    expect(parsed).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '+1 215 555 0100',
      country: 'US',
      password: 'Secret1!',
      confirm_password: 'Secret1!',
      location_id: 3,
    });
  });

  it.each([
    [{ first_name: '' }, ValidationMessages.firstNameRequired],
    [{ first_name: undefined }, ValidationMessages.firstNameRequired],
    [{ first_name: ' a ' }, ValidationMessages.firstNameMin],
    [{ first_name: 'a'.repeat(101) }, ValidationMessages.firstNameMax],
    [{ last_name: 'b' }, ValidationMessages.lastNameMin],
    [{ email: '' }, ValidationMessages.emailRequired],
    [{ email: 'ann@example' }, ValidationMessages.emailInvalid],
    [{ phone: '' }, ValidationMessages.phoneRequired],
    [{ phone: '12345' }, ValidationMessages.phoneMin],
    [{ phone: '1234567890123456' }, ValidationMessages.phoneMaxDigits],
    [{ phone: "Robert'); DROP TABLE users; --" }, ValidationMessages.phoneInvalid],
    [{ phone: '<script>alert(1)</script>' }, ValidationMessages.phoneInvalid],
    [{ phone: '+1 (215) 555-0100 ext 12' }, ValidationMessages.phoneInvalid],
    [{ phone: `1${' '.repeat(30)}2345678` }, ValidationMessages.phoneInvalid],
    [{ password: '' }, ValidationMessages.passwordRequired],
    [{ password: 'secret1!', confirm_password: 'secret1!' }, ValidationMessages.passwordStrength],
    [{ password: 'Secret11', confirm_password: 'Secret11' }, ValidationMessages.passwordStrength],
    [{ confirm_password: '' }, ValidationMessages.confirmPasswordRequired],
    [{ confirm_password: 'Secret1?' }, ValidationMessages.passwordsDoNotMatch],
    [{ location_id: '' }, ValidationMessages.locationRequired],
    [{ location_id: 'abc' }, ValidationMessages.locationRequired],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstError(RegistrationSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('defaults the country to US', () => {
    expect(RegistrationSchema.parse({ ...valid, country: '' }).country).toBe('US');
  });
});

describe('LoginSchema', () => {
  it('uses one message for a missing or malformed email, and the login password text', () => {
    expect(firstError(LoginSchema.safeParse({ email: '', password: 'x' }))).toBe(
      ValidationMessages.loginEmail,
    );
    expect(firstError(LoginSchema.safeParse({ email: 'x@', password: 'x' }))).toBe(
      ValidationMessages.loginEmail,
    );
    expect(firstError(LoginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      ValidationMessages.loginPasswordRequired,
    );
  });

  it('takes an optional location id', () => {
    expect(LoginSchema.parse({ email: 'a@b.co', password: 'x', location: '2' }).location).toBe(2);
    expect(
      LoginSchema.parse({ email: 'a@b.co', password: 'x', location: '' }).location,
    ).toBeUndefined();
  });
});

describe('VerifyOtpSchema', () => {
  it('accepts the number the six boxes make, restoring leading zeros', () => {
    expect(VerifyOtpSchema.parse({ email: 'a@b.co', otp: 12345 }).otp).toBe('012345');
    expect(VerifyOtpSchema.parse({ email: 'a@b.co', otp: '654321' }).otp).toBe('654321');
  });
  it('refuses anything but six digits', () => {
    expect(firstError(VerifyOtpSchema.safeParse({ email: 'a@b.co', otp: 1234567 }))).toBe(
      ValidationMessages.otpInvalid,
    );
    expect(firstError(VerifyOtpSchema.safeParse({ email: 'a@b.co', otp: 'abcdef' }))).toBe(
      ValidationMessages.otpInvalid,
    );
  });
});

describe('ResetPasswordSchema and ProfileUpdateSchema', () => {
  it('applies the user reset strength text', () => {
    const result = ResetPasswordSchema.safeParse({
      email: 'a@b.co',
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(firstError(result)).toBe(ValidationMessages.newPasswordStrength);
  });
  it('checks the profile fields', () => {
    expect(
      firstError(
        ProfileUpdateSchema.safeParse({ first_name: 'Al', last_name: '', phone: '1234567' }),
      ),
    ).toBe(ValidationMessages.lastNameRequired);
  });
});
