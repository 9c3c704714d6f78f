import { describe, expect, it } from 'vitest';
import { ValidationMessages as M } from '../validation/messages';
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
    [{ first_name: '' }, M.firstNameRequired],
    [{ first_name: undefined }, M.firstNameRequired],
    [{ first_name: ' a ' }, M.firstNameMin],
    [{ first_name: 'a'.repeat(101) }, M.firstNameMax],
    [{ last_name: 'b' }, M.lastNameMin],
    [{ email: '' }, M.emailRequired],
    [{ email: 'ann@example' }, M.emailInvalid],
    [{ phone: '' }, M.phoneRequired],
    [{ phone: '12345' }, M.phoneMin],
    [{ phone: '1234567890123456' }, M.phoneMaxDigits],
    [{ phone: "Robert'); DROP TABLE users; --" }, M.phoneInvalid],
    [{ phone: '<script>alert(1)</script>' }, M.phoneInvalid],
    [{ phone: '+1 (215) 555-0100 ext 12' }, M.phoneInvalid],
    [{ phone: `1${' '.repeat(30)}2345678` }, M.phoneInvalid],
    [{ password: '' }, M.passwordRequired],
    [{ password: 'secret1!', confirm_password: 'secret1!' }, M.passwordStrength],
    [{ password: 'Secret11', confirm_password: 'Secret11' }, M.passwordStrength],
    [{ confirm_password: '' }, M.confirmPasswordRequired],
    [{ confirm_password: 'Secret1?' }, M.passwordsDoNotMatch],
    [{ location_id: '' }, M.locationRequired],
    [{ location_id: 'abc' }, M.locationRequired],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstError(RegistrationSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('defaults the country to US', () => {
    expect(RegistrationSchema.parse({ ...valid, country: '' }).country).toBe('US');
  });
});

describe('LoginSchema', () => {
  it('uses one message for a missing or malformed email, and the login password text', () => {
    expect(firstError(LoginSchema.safeParse({ email: '', password: 'x' }))).toBe(M.loginEmail);
    expect(firstError(LoginSchema.safeParse({ email: 'x@', password: 'x' }))).toBe(M.loginEmail);
    expect(firstError(LoginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      M.loginPasswordRequired,
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
      M.otpInvalid,
    );
    expect(firstError(VerifyOtpSchema.safeParse({ email: 'a@b.co', otp: 'abcdef' }))).toBe(
      M.otpInvalid,
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
    expect(firstError(result)).toBe(M.newPasswordStrength);
  });
  it('checks the profile fields', () => {
    expect(
      firstError(
        ProfileUpdateSchema.safeParse({ first_name: 'Al', last_name: '', phone: '1234567' }),
      ),
    ).toBe(M.lastNameRequired);
  });
});
