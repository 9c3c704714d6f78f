/** user_type values (DESIGN.md section 2). */
export const UserType = { SuperAdmin: 0, LocationAdmin: 1, Player: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** The `role` value kept in local storage: every staff member is `superadmin` (SPEC.md section 6). */
export type Role = 'superadmin' | 'user';

export const roleOf = (userType: UserType): Role =>
  userType === UserType.Player ? 'user' : 'superadmin';

export const isStaff = (userType: number): boolean =>
  userType === UserType.SuperAdmin || userType === UserType.LocationAdmin;
