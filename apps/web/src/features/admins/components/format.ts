import { STAFF_PERMISSION_LABELS, type StaffPermission } from '@courtbook/shared';

/** An ISO instant → "Mar 1, 2026" in the reader's time zone. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

/** 'Showing X to Y of Z entries', as the other staff tables say it. */
export const entriesText = (page: number, pageSize: number, shown: number, total: number) =>
  total === 0 || shown === 0
    ? 'Showing 0 to 0 of 0 entries'
    : `Showing ${(page - 1) * pageSize + 1} to ${(page - 1) * pageSize + shown} of ${total} entries`;

export const userTypeLabel = (userType: number): string =>
  userType === 0 ? 'Super admin' : 'Location admin';

export const permissionLabel = (permission: string): string =>
  STAFF_PERMISSION_LABELS[permission as StaffPermission] ?? permission;
