/** user_type values (DESIGN.md section 2). */
export const UserType = { SuperAdmin: 0, LocationAdmin: 1, Player: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** The `role` value kept in local storage: every staff member is `superadmin` (SPEC.md section 6). */
export type Role = 'superadmin' | 'user';

export const roleOf = (userType: UserType): Role =>
  userType === UserType.Player ? 'user' : 'superadmin';

export const isStaff = (userType: number): boolean =>
  userType === UserType.SuperAdmin || userType === UserType.LocationAdmin;

/** What a location admin may do (DESIGN.md section 2); `full_access` includes the others. */
export const STAFF_PERMISSIONS = [
  'full_access',
  'locations',
  'court_bookings',
  'reporting',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** A super admin may do everything; a location admin what their permissions allow; a player nothing. */
export const hasStaffPermission = (
  userType: number,
  permissions: readonly string[],
  needed: StaffPermission,
): boolean =>
  userType === UserType.SuperAdmin ||
  (userType === UserType.LocationAdmin &&
    (permissions.includes('full_access') || permissions.includes(needed)));
