import type { Database } from './client';
import { auditLog } from './schema';

/**
 * What each audited action is about, as the audit log files it: an action is
 * `<subject>.<verb>` and its row's `entity` is the subject's record (an admin is a user, a
 * price configuration is its location's).
 */
const ENTITY_OF_SUBJECT = {
  admin: 'user',
  booking: 'booking',
  closure: 'court_closure',
  contact_message: 'contact_message',
  court: 'court',
  location: 'location',
  membership: 'membership',
  membership_plan: 'membership_plan',
  payment: 'payment',
  player: 'user',
  player_note: 'player_note',
  price_configuration: 'location',
} as const;

export type AuditAction = `${keyof typeof ENTITY_OF_SUBJECT}.${string}`;

/** A few facts worth keeping (names, numbers, changed field names), never secrets. */
export type AuditDetails = Record<string, unknown>;

/**
 * Records a staff action on one record; call it inside the transaction that makes the change.
 * The record's entity follows from the action.
 */
export async function recordAudit(
  db: Database,
  actorUserId: number,
  action: AuditAction,
  entityId: number | string,
  details: AuditDetails = {},
): Promise<void> {
  const subject = action.slice(0, action.indexOf('.')) as keyof typeof ENTITY_OF_SUBJECT;
  await db.insert(auditLog).values({
    actorUserId,
    action,
    entity: ENTITY_OF_SUBJECT[subject],
    entityId: String(entityId),
    details,
  });
}
