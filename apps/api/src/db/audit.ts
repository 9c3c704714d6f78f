import type { Database } from './client';
import { auditLog } from './schema';

export interface AuditEntry {
  actorUserId: number;
  /** What happened, as `<entity>.<verb>`: `location.create`, `court.delete`, … */
  action: string;
  entity: string;
  entityId: number | string;
  /** A few facts worth keeping (names, numbers, changed field names), never secrets. */
  details?: Record<string, unknown>;
}

/** Records a staff action; call it inside the transaction that makes the change. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    details: entry.details ?? {},
  });
}
