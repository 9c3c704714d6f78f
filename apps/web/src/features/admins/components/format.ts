import { STAFF_PERMISSION_LABELS, type StaffPermission, UserType } from '@courtbook/shared';

/** An ISO instant → "Mar 1, 2026" in the reader's time zone. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

export const userTypeLabel = (userType: number): string =>
  userType === UserType.SuperAdmin ? 'Super admin' : 'Location admin';

export const permissionLabel = (permission: string): string =>
  STAFF_PERMISSION_LABELS[permission as StaffPermission] ?? permission;
