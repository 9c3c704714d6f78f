import { UserType, type PlayerRecord } from '@courtbook/shared';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import type { NewPlayer } from '../../lib/new-account';
import { countedPage, countOf } from '../../db/counted-page';
import { inLocationScope } from '../../db/scope';
import { locations, users } from '../../db/schema';
import type { ListFilter } from '../../lib/list-filter';
import type { StaffScope } from '../../lib/staff-scope';
import { emailTaken, personColumns } from '../../db/account-rows';
import { isActiveLocation } from '../../db/location-rows';
import { personFields } from '../../lib/account';
import { personNames, searchIn } from '../../db/search';

// Written out in SQL: drizzle leaves an outer column unqualified, which a subquery would misread.
const scopeLocations = (userId: number) =>
  sql`(select sl.location_id from staff_locations sl where sl.user_id = ${userId})`;
const inScopeBookings = (scope: StaffScope) =>
  scope.kind === 'all' ? sql`` : sql` and b.location_id in ${scopeLocations(scope.userId)}`;
/**
 * Bookings that are not lapsed holds (a checkout left unpaid never was a booking), from the
 * player's tallies (decision 0032): a super admin reads the player's own rows, a location admin
 * the player's rows at each of their locations; both add the changes not yet folded.
 */
const bookingsCount = (scope: StaffScope) => {
  const tallied =
    scope.kind === 'all'
      ? sql`t.location_id = 0`
      : sql`t.location_id in ${scopeLocations(scope.userId)}`;
  const changed =
    scope.kind === 'all' ? sql`` : sql` and c.location_id in ${scopeLocations(scope.userId)}`;
  return sql<number>`((select coalesce(sum(t.bookings), 0) from booking_tallies t
      where ${tallied} and t.user_id = "users"."id" and t.grain = 'm' and t.status <> 'expired')
    + (select coalesce(sum(c.change), 0) from booking_tally_changes c
      where c.user_id = "users"."id" and c.status <> 'expired'${changed}))::int`;
};

/**
 * A location admin sees the players registered at one of their locations or with a booking at
 * one of them; a super admin sees every player.
 */
function visibleTo(db: Database, scope: StaffScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(
    inLocationScope(db, scope, users.homeLocationId),
    sql`exists (select 1 from bookings b where b.user_id = "users"."id"${inScopeBookings(scope)})`,
  );
}

export type PlayerListFilter = ListFilter & { scope: StaffScope };

/** The only SQL of the staff's players screens. */
export function createPlayersRepository(db: Database) {
  const columns = (scope: StaffScope) => ({
    ...personColumns,
    isVerified: users.isVerified,
    locationId: locations.id,
    locationName: locations.name,
    bookingsCount: bookingsCount(scope),
    createdAt: users.createdAt,
  });
  type Row = Awaited<ReturnType<typeof select<Record<never, SQL>>>>[number];
  /** Players with their home club, and any `extra` fields. */
  const select = <Extra extends Record<string, SQL>>(
    scope: StaffScope,
    where: SQL | undefined,
    extra: Extra = {} as Extra,
  ) =>
    db
      .select({ ...columns(scope), ...extra })
      .from(users)
      .leftJoin(locations, eq(locations.id, users.homeLocationId))
      .where(where);

  /** An active player the scope's staff may see: the list's rows and the detail page's. */
  const listedPlayer = (scope: StaffScope) =>
    and(eq(users.userType, UserType.Player), eq(users.isActive, true), visibleTo(db, scope));

  const toRecord = (row: Row): PlayerRecord => ({
    ...personFields(row),
    is_verified: row.isVerified,
    location:
      row.locationId !== null && row.locationName !== null
        ? { id: row.locationId, name: row.locationName }
        : null,
    bookings_count: row.bookingsCount,
    created_at: row.createdAt.toISOString(),
  });

  return {
    async list(filter: PlayerListFilter) {
      const filters: (SQL | undefined)[] = [listedPlayer(filter.scope)];
      filters.push(searchIn(filter.search, [...personNames(users), users.email, users.phone]));
      const where = and(...filters);
      const total = countOf(db.select({ value: count() }).from(users).where(where));
      const rows = await select(filter.scope, where, { total })
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const page = await countedPage(db, rows, total);
      return { rows: page.rows.map(toRecord), count: page.count };
    },

    emailTaken: (email: string) => emailTaken(db, email),

    /** True when the location is active and in scope. */
    canRegisterAt: (scope: StaffScope, locationId: number) =>
      isActiveLocation(db, locationId, scope),

    /** A player in scope, as the players screen lists them. */
    async find(scope: StaffScope, id: number): Promise<PlayerRecord | undefined> {
      const [row] = await select(scope, and(eq(users.id, id), listedPlayer(scope)));
      return row && toRecord(row);
    },

    /** Creates a verified player and audits it, in the caller's transaction; answers the id. */
    async create(tx: Database, player: NewPlayer, actorUserId: number): Promise<number> {
      const [row] = await tx
        .insert(users)
        .values({ ...player, userType: UserType.Player, isVerified: true })
        .returning({ id: users.id });
      if (!row) throw new Error('player not inserted');
      await recordAudit(tx, actorUserId, 'player.create', row.id, {
        email: player.email,
        location_id: player.homeLocationId,
      });
      return row.id;
    },
  };
}
export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
