import { describe, expect, it } from 'vitest';
import { ValidationMessages as V } from '../validation/messages';
import { AdminMessages } from './messages';
import { AdminCreateSchema, AdminUpdateSchema } from './schemas';

const valid = {
  first_name: 'lena',
  last_name: 'Admin',
  email: ' lena@example.com ',
  phone: '+12155550123',
  country: 'us',
  user_type: '1',
  location_ids: ['3', 3, 4],
  permissions: ['court_bookings', 'court_bookings'],
  password: 'Secret1!',
  confirm_password: 'Secret1!',
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('AdminCreateSchema', () => {
  it('normalises a location admin: numbers, no duplicates, capitalised names', () => {
    expect(AdminCreateSchema.parse(valid)).toMatchObject({
      first_name: 'Lena',
      email: 'lena@example.com',
      country: 'US',
      user_type: 1,
      location_ids: [3, 4],
      permissions: ['court_bookings'],
    });
  });

  it('stores no locations or permissions for a super admin', () => {
    expect(AdminCreateSchema.parse({ ...valid, user_type: 0 })).toMatchObject({
      user_type: 0,
      location_ids: [],
      permissions: [],
    });
  });

  it('asks a location admin for locations and permissions', () => {
    const result = AdminCreateSchema.safeParse({ ...valid, location_ids: [], permissions: null });
    expect(messages(result)).toEqual([
      AdminMessages.locationsRequired,
      AdminMessages.permissionsRequired,
    ]);
  });

  it('refuses unknown user types and permissions, weak and mismatched passwords', () => {
    expect(messages(AdminCreateSchema.safeParse({ ...valid, user_type: 2 }))).toEqual([
      AdminMessages.userTypeRequired,
    ]);
    expect(messages(AdminCreateSchema.safeParse({ ...valid, permissions: ['root'] }))).toEqual([
      AdminMessages.permissionInvalid,
    ]);
    expect(messages(AdminCreateSchema.safeParse({ ...valid, password: '' }))[0]).toBe(
      V.passwordRequired,
    );
    expect(
      messages(AdminCreateSchema.safeParse({ ...valid, confirm_password: 'Secret1?' })),
    ).toEqual([V.passwordsDoNotMatch]);
  });
});

describe('AdminUpdateSchema', () => {
  it('keeps the password when both fields are blank or absent', () => {
    const { password, confirm_password, ...rest } = valid;
    void password;
    void confirm_password;
    expect(AdminUpdateSchema.parse(rest)).toMatchObject({ password: '', confirm_password: '' });
    expect(AdminUpdateSchema.parse({ ...valid, password: '', confirm_password: '' }).password).toBe(
      '',
    );
  });

  it('checks a new password like registration does', () => {
    expect(
      messages(
        AdminUpdateSchema.safeParse({ ...valid, password: 'weak', confirm_password: 'weak' }),
      ),
    ).toEqual([V.passwordStrength]);
    expect(
      messages(
        AdminUpdateSchema.safeParse({ ...valid, password: 'Secret2!', confirm_password: '' }),
      ),
    ).toEqual([V.passwordsDoNotMatch]);
  });
});
