import { and, eq, ne, sql } from 'drizzle-orm';
import { UserType } from '@courtbook/shared';
import type { AccountRow } from '../lib/account';
import type { Database } from './client';
import { anyRow } from './rows';
import { locations, users } from './schema';

/** The account with this email, whatever the letters' case. */
export const withEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Whether an account (other than `exceptId`) has this email already. */
export const emailTaken = (db: Database, email: string, exceptId?: number) =>
  anyRow(
    db,
    users,
    and(withEmail(email), exceptId === undefined ? undefined : ne(users.id, exceptId)),
  );

/** Who a person is, as every list and form of accounts reads them. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  country: users.country,
};

/** An account as login and profile answer it, with the name of the player's current location. */
export async function findAccountRow(
  executor: Database,
  userId: number,
): Promise<AccountRow | undefined> {
  const [row] = await executor
    .select({
      ...personColumns,
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

const prepareActiveCaller = (db: Database) =>
  db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
      permissions: users.permissions,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.isActive, true)))
    .limit(1)
    .prepare('active_caller');
const activeCallerQueries = new WeakMap<Database, ReturnType<typeof prepareActiveCaller>>();

/**
 * The signed-in caller as the auth hook needs it: an active account's role and token version.
 * Every signed-in request asks, so the query is built once per database, not on each call.
 */
export async function findActiveCaller(executor: Database, userId: number) {
  let query = activeCallerQueries.get(executor);
  if (!query) {
    query = prepareActiveCaller(executor);
    activeCallerQueries.set(executor, query);
  }
  const [row] = await query.execute({ userId });
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
