import { describe, expect, it } from 'vitest';
import { adminFormDefaults, nextPermissions, toAdminPayload } from './admin-form-values';

describe('nextPermissions', () => {
  it('ticking Full access ticks every box', () => {
    expect(nextPermissions(['reporting'], ['reporting', 'full_access'])).toEqual([
      'full_access',
      'locations',
      'court_bookings',
      'reporting',
    ]);
  });

  it('unticking another box unticks Full access', () => {
    const all = ['full_access', 'locations', 'court_bookings', 'reporting'];
    expect(nextPermissions(all, ['full_access', 'court_bookings', 'reporting'])).toEqual([
      'court_bookings',
      'reporting',
    ]);
  });

  it('otherwise keeps the boxes ticked, in menu order', () => {
    expect(nextPermissions([], ['reporting', 'locations'])).toEqual(['locations', 'reporting']);
    expect(nextPermissions(['full_access', 'locations'], ['locations'])).toEqual(['locations']);
  });
});

describe('admin form values', () => {
  it('fills the form from a record and sends numbers and E.164 back', () => {
    const values = adminFormDefaults({
      id: 4,
      first_name: 'Lena',
      last_name: 'Admin',
      email: 'lena@example.com',
      phone: '+12155550123',
      country: 'US',
      user_type: 1,
      permissions: ['reporting'],
      locations: [{ id: 2, name: 'Greenlake' }],
      created_at: '2026-03-01T10:00:00.000Z',
    });
    expect(values).toMatchObject({ phone: '12155550123', user_type: '1', location_ids: ['2'] });
    expect(toAdminPayload(values)).toMatchObject({
      phone: '+12155550123',
      user_type: 1,
      location_ids: [2],
      password: '',
    });
  });
});
