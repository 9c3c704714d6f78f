import { and, eq, sql } from 'drizzle-orm';
import { UserType } from '@courtbook/shared';
import type { AccountRow } from '../lib/account';
import type { Database } from './client';
import { locations, users } from './schema';

/** An account as login and profile answer it, with the name of the player's current location. */
export async function findAccountRow(
  executor: Database,
  userId: number,
): Promise<AccountRow | undefined> {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      country: users.country,
      image: users.image,
      userType: users.userType,
      isVerified: users.isVerified,
      homeLocationId: users.homeLocationId,
      lastLocationId: users.lastLocationId,
      locationName: locations.name,
      permissions: users.permissions,
    })
    .from(users)
    .leftJoin(
      locations,
      eq(locations.id, sql`coalesce(${users.lastLocationId}, ${users.homeLocationId})`),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The signed-in caller as the auth hook needs it: an active account's role and token version. */
export async function findActiveCaller(executor: Database, userId: number) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
      permissions: users.permissions,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return row;
}

/** A verified super admin account (the create-superadmin command). */
export async function insertSuperAdmin(
  executor: Database,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  await executor
    .insert(users)
    .values({ ...account, userType: UserType.SuperAdmin, isVerified: true });
}
