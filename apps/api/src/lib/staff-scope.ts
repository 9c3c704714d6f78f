import { hasStaffPermission, UserType, type StaffPermission } from '@courtbook/shared';
import type { AuthUser } from '../plugins/auth';
import { AppError } from './errors';

/** The staff member a back-office call acts for. */
export type StaffActor = Pick<AuthUser, 'id' | 'userType' | 'permissions'>;

/**
 * Which locations a staff member's lists and records are limited to (DESIGN.md section 2): a
 * super admin sees every location, a location admin those assigned in staff_locations.
 */
export type StaffScope = { kind: 'all' } | { kind: 'assigned'; userId: number };

/** A staff member's action on one record, found only within their scope. */
export interface ScopedAction {
  scope: StaffScope;
  id: number;
  actorUserId: number;
}

/** A staff member's change to one record in their scope, with the fields the audit log names. */
export interface ScopedChange<Changes> extends ScopedAction {
  changes: Changes;
  changedFields: string[];
}

export const scopeOf = (actor: Pick<StaffActor, 'id' | 'userType'>): StaffScope =>
  actor.userType === UserType.SuperAdmin ? { kind: 'all' } : { kind: 'assigned', userId: actor.id };

/** Refuses with 403 unless the actor's role or permissions allow `permission`. */
export function requirePermission(actor: StaffActor, permission: StaffPermission, message: string) {
  if (!hasStaffPermission(actor.userType, actor.permissions, permission)) {
    throw AppError.forbidden(message);
  }
}
