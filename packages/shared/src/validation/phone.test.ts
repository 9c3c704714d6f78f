import { describe, expect, it } from 'vitest';
import {
  ProfileUpdateSchema as ProfileFields,
  RegistrationSchema as RegistrationFields,
} from '../accounts/schemas';
import { AdminCreateSchema as AdminFields } from '../admins/schemas';
import { isPhoneOfCountry, normalisePhone, PHONE_OF_COUNTRY } from './phone';

// As the forms check them.
const ProfileUpdateSchema = ProfileFields.refine(isPhoneOfCountry, PHONE_OF_COUNTRY);
const RegistrationSchema = RegistrationFields.refine(isPhoneOfCountry, PHONE_OF_COUNTRY);
const AdminCreateSchema = AdminFields.refine(isPhoneOfCountry, PHONE_OF_COUNTRY);

const messagesFor = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe('normalisePhone', () => {
  it('reads international numbers, and national ones in the country given', () => {
    expect(normalisePhone('+1 (215) 555-0147', 'US')).toBe('+12155550147');
    expect(normalisePhone('2155550147', 'US')).toBe('+12155550147');
    expect(normalisePhone('020 7183 8750', 'GB')).toBe('+442071838750');
    expect(normalisePhone('+4915112345678', 'DE')).toBe('+4915112345678');
  });

  it('knows 555 is no US area code, and other numbers that are not numbers', () => {
    expect(normalisePhone('+1 (555) 202-5550', 'US')).toBeNull();
    expect(normalisePhone('+15552025550', 'US')).toBeNull();
    expect(normalisePhone('1234567', 'US')).toBeNull();
    expect(normalisePhone('+20 2025', 'EG')).toBeNull();
  });
});

describe('the phone check of the forms with a country', () => {
  const person = {
    first_name: 'Robin',
    last_name: 'Hood',
    phone: '+1 (555) 202-5550',
    country: 'US',
  };

  it('puts "Phone number is not valid." under the phone, as the API answers it', () => {
    const profile = ProfileUpdateSchema.safeParse(person);
    expect(messagesFor(profile, 'phone')).toEqual(['Phone number is not valid.']);
    const registration = RegistrationSchema.safeParse({
      ...person,
      email: 'robin@example.test',
      password: 'Court2026!',
      confirm_password: 'Court2026!',
      location_id: 1,
    });
    expect(messagesFor(registration, 'phone')).toEqual(['Phone number is not valid.']);
    const admin = AdminCreateSchema.safeParse({
      ...person,
      email: 'desk@example.test',
      user_type: 0,
      password: 'Court2026!',
      confirm_password: 'Court2026!',
    });
    expect(messagesFor(admin, 'phone')).toEqual(['Phone number is not valid.']);
  });

  it('even while other fields are wrong, and only once when the phone has its own message', () => {
    expect(
      messagesFor(ProfileUpdateSchema.safeParse({ ...person, first_name: '' }), 'phone'),
    ).toEqual(['Phone number is not valid.']);
    const empty = messagesFor(ProfileUpdateSchema.safeParse({ ...person, phone: '' }), 'phone');
    expect(empty[0]).toBe('Phone number is required.');
    expect(empty).not.toContain('Phone number is not valid.');
  });

  it('accepts a real number of the country', () => {
    expect(ProfileUpdateSchema.safeParse({ ...person, phone: '+12025550147' }).success).toBe(true);
  });
});
