import { hasStaffPermission, UserType, type StaffPermission } from '@courtbook/shared';
import type { Session } from '../lib/session';

/**
 * Who may open a back-office screen: a permission (a super admin has them all), super admins only,
 * or any staff member. The server enforces the same rules; this only hides what would be refused.
 */
export type StaffAccess = StaffPermission | 'super_admin' | 'any_staff';

const permissionsOf = (session: Session): string[] => {
  const value = session.user?.permissions;
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
};

export function canAccess(session: Session, access: StaffAccess): boolean {
  const userType = session.user?.user_type;
  if (userType === undefined) return false;
  if (access === 'any_staff')
    return userType === UserType.SuperAdmin || userType === UserType.LocationAdmin;
  if (access === 'super_admin') return userType === UserType.SuperAdmin;
  return hasStaffPermission(userType, permissionsOf(session), access);
}
