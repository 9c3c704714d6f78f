import { UserType } from '@courtbook/shared';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { auditLog, staffLocations } from '../../src/db/schema';
import { bearer, insertAccount, loginToken } from './accounts';

export interface SignedIn {
  user: { id: number; email: string };
  headers: { authorization: string };
}

/** A verified account of the given type, logged in through the API. */
export async function signIn(
  app: App,
  db: Database,
  options: { userType: number; permissions?: string[]; locationIds?: number[] },
): Promise<SignedIn> {
  const user = await insertAccount(db, {
    userType: options.userType,
    permissions: options.permissions ?? (options.userType === 1 ? ['full_access'] : []),
    homeLocationId: options.userType === UserType.Player ? options.locationIds?.[0] : null,
  });
  for (const locationId of options.locationIds ?? []) {
    if (options.userType !== UserType.Player) {
      await db.insert(staffLocations).values({ userId: user.id, locationId });
    }
  }
  const token = await loginToken(app, {
    email: user.email,
    location: options.userType === UserType.Player ? options.locationIds?.[0] : undefined,
  });
  return { user, headers: bearer(token) };
}

/** The audit rows about one record, oldest first. */
export const auditRowsOf = (db: Database, entity: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
