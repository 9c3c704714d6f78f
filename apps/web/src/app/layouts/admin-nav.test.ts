import { describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { adminNavFor } from './admin-nav';

const staff = (user_type: number, permissions: string[] = []): Session => ({
  token: 'tok',
  role: 'superadmin',
  user: { first_name: 'Ann', last_name: 'Lee', user_type, permissions },
  selectedLocation: null,
});
const labels = (session: Session) => adminNavFor(session).map((item) => item.label);

describe('back-office menu', () => {
  it('shows a super admin every entry', () => {
    expect(labels(staff(0))).toEqual([
      'Reporting',
      'Day sheet',
      'Court bookings',
      'Locations',
      'My locations',
      'Price configuration',
      'Membership plans',
      'Admins',
      'Players',
      'Messages',
      'Profile',
    ]);
  });

  it('shows a location admin with only reporting the reporting screen and their own pages', () => {
    expect(labels(staff(1, ['reporting']))).toEqual([
      'Reporting',
      'My locations',
      'Messages',
      'Profile',
    ]);
  });

  it('gives a location admin with full access everything but the admins list', () => {
    expect(labels(staff(1, ['full_access']))).not.toContain('Admins');
    expect(labels(staff(1, ['full_access']))).toContain('Messages');
  });

  it('shows court bookings and players to an admin with the court bookings permission', () => {
    expect(labels(staff(1, ['court_bookings']))).toEqual([
      'Day sheet',
      'Court bookings',
      'My locations',
      'Players',
      'Messages',
      'Profile',
    ]);
  });

  it('ignores a permissions value that is not a list', () => {
    const session = staff(1);
    session.user = { ...session.user!, permissions: 'full_access' };
    expect(labels(session)).toEqual(['My locations', 'Messages', 'Profile']);
  });
});
