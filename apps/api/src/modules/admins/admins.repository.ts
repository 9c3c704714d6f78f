import type { AdminRecord } from '@courtbook/shared';
import { UserType } from '@courtbook/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { countedPage, countOf } from '../../db/counted-page';
import { locations, staffLocations, users } from '../../db/schema';
import { emailTaken, personColumns } from '../../db/account-rows';
import { personFields } from '../../lib/account';
import type { ListFilter } from '../../lib/list-filter';
import { personNames, searchIn } from '../../db/search';

const STAFF_TYPES = [UserType.SuperAdmin, UserType.LocationAdmin];
// Staff accounts belong to no one location, so their day is the UTC day they were created.
const createdOn = sql<string>`(${users.createdAt} at time zone 'UTC')::date`;
const activeStaff = and(inArray(users.userType, STAFF_TYPES), eq(users.isActive, true));

const columns = {
  ...personColumns,
  userType: users.userType,
  permissions: users.permissions,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/** What an admin is created or changed with (the password already hashed). */
export interface AdminValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  userType: number;
  permissions: string[];
  locationIds: number[];
}

const toRecord = (row: Row, assigned: { id: number; name: string }[]): AdminRecord => ({
  ...personFields(row),
  user_type: row.userType,
  permissions: row.userType === UserType.LocationAdmin ? row.permissions : [],
  locations: assigned,
  created_at: row.createdAt.toISOString(),
});

/** The locations assigned to each of the given accounts, by name. */
async function locationsOf(db: Database, userIds: number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: staffLocations.userId, id: locations.id, name: locations.name })
    .from(staffLocations)
    .innerJoin(locations, eq(locations.id, staffLocations.locationId))
    .where(inArray(staffLocations.userId, userIds))
    .orderBy(asc(locations.name), asc(locations.id));
  for (const { userId, id, name } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), { id, name }]);
  }
  return byUser;
}

async function withLocations(db: Database, rows: Row[]) {
  const assigned = await locationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, assigned.get(row.id) ?? []));
}

const setLocations = async (tx: Database, userId: number, locationIds: number[]) => {
  await tx.delete(staffLocations).where(eq(staffLocations.userId, userId));
  if (locationIds.length) {
    await tx
      .insert(staffLocations)
      .values(locationIds.map((locationId) => ({ userId, locationId })));
  }
};

/** The only SQL of the admins screens. Every change is audited in the caller's transaction. */
export function createAdminsRepository(db: Database) {
  return {
    async list(filter: ListFilter) {
      const filters: (SQL | undefined)[] = [activeStaff];
      filters.push(searchIn(filter.search, [...personNames(users), users.email]));
      if (filter.startDate) filters.push(gte(createdOn, filter.startDate));
      if (filter.endDate) filters.push(lte(createdOn, filter.endDate));
      const where = and(...filters);
      const total = countOf(db.select({ value: count() }).from(users).where(where));
      const rows = await db
        .select({ ...columns, total })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const page = await countedPage(db, rows, total);
      return { rows: await withLocations(db, page.rows), count: page.count };
    },

    async find(id: number): Promise<AdminRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), activeStaff))
        .limit(1);
      return row ? (await withLocations(db, [row]))[0] : undefined;
    },

    emailTaken: (email: string, exceptId?: number) => emailTaken(db, email, exceptId),

    /** True when every id is an existing location. */
    async locationsExist(ids: number[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const [row] = await db
        .select({ value: count() })
        .from(locations)
        .where(inArray(locations.id, ids));
      return (row?.value ?? 0) === ids.length;
    },

    /**
     * The active super admins, locked until the caller's transaction ends, so two removals at
     * once cannot leave none.
     */
    async lockSuperAdminIds(tx: Database): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, UserType.SuperAdmin), eq(users.isActive, true)))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Creates a verified staff account with its locations; answers its id. */
    async create(
      tx: Database,
      values: AdminValues & { passwordHash: string },
      actorUserId: number,
    ): Promise<number> {
      const { locationIds, ...account } = values;
      const [row] = await tx
        .insert(users)
        .values({ ...account, isVerified: true })
        .returning({ id: users.id });
      if (!row) throw new Error('admin not inserted');
      await setLocations(tx, row.id, locationIds);
      await recordAudit(tx, actorUserId, 'admin.create', row.id, {
        email: values.email,
        user_type: values.userType,
        location_ids: locationIds,
      });
      return row.id;
    },

    /**
     * Changes an active admin; false when there is none. A new password hash also bumps the token
     * version, so earlier sessions end.
     */
    async update(
      tx: Database,
      id: number,
      values: AdminValues & { passwordHash?: string | undefined },
      actorUserId: number,
    ): Promise<boolean> {
      const { locationIds, passwordHash, ...account } = values;
      const [row] = await tx
        .update(users)
        .set({
          ...account,
          ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(and(eq(users.id, id), activeStaff))
        .returning({ id: users.id });
      if (!row) return false;
      await setLocations(tx, id, locationIds);
      await recordAudit(tx, actorUserId, 'admin.update', id, {
        email: values.email,
        user_type: values.userType,
        permissions: values.permissions,
        location_ids: locationIds,
        password_changed: Boolean(passwordHash),
      });
      return true;
    },

    /**
     * Deactivates an active admin (bookings they made and audit rows keep pointing at them) and
     * ends their sessions; false when there is none.
     */
    async deactivate(tx: Database, id: number, actorUserId: number): Promise<boolean> {
      const [row] = await tx
        .update(users)
        .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, id), activeStaff))
        .returning({ id: users.id, email: users.email });
      if (!row) return false;
      await tx.delete(staffLocations).where(eq(staffLocations.userId, id));
      await recordAudit(tx, actorUserId, 'admin.delete', id, { email: row.email });
      return true;
    },
  };
}
export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
