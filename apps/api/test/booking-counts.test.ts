import { BOOKING_STATUSES, type StaffBookingListQuery } from '@courtbook/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { bookings, locations, staffLocations } from '../src/db/schema';
import { foldTallyChanges } from '../src/modules/bookings/booking-counts.repository';
import { createBookingQueriesRepository } from '../src/modules/bookings/booking-queries.repository';
import { createOccupancyRepository } from '../src/modules/availability/occupancy.repository';
import { createPlayersRepository } from '../src/modules/players/players.repository';
import { createReportsRepository } from '../src/modules/reports/reports.repository';
import type { StaffScope } from '../src/lib/staff-scope';
import { insertBooking, insertCourt, insertLocation, insertUser } from './helpers/factories';
import { createTestDatabase } from './helpers/test-database';

/** The instant the lists are read at: the live days start on 2026-03-12. */
const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600_000;
const EVERYTHING = 1_000_000;

const holdTime = (startsAt: number, roll: number) =>
  new Date(
    startsAt < NOW.getTime() ? startsAt - 2 * HOUR : NOW.getTime() + (roll < 0.5 ? -1 : 1) * HOUR,
  );

/** Each type alone, each status alone, and the pairs whose mappings meet in one zone only. */
const STAFF_FILTERS: Pick<StaffBookingListQuery, 'type' | 'status'>[] = [
  ...(['upcoming', 'past', 'all'] as const).map((type) => ({ type, status: undefined })),
  ...BOOKING_STATUSES.map((status) => ({ type: 'all' as const, status })),
  { type: 'past', status: 'expired' },
  { type: 'past', status: 'completed' },
  { type: 'upcoming', status: 'pending' },
  { type: 'upcoming', status: 'confirmed' },
];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Issue Step 13: a long list's "of Z entries" comes from the tallies for the days long over and
 * row by row for the rest. Every count here is checked against the rows the same list returns
 * when asked for all of them, over history in three time zones, after inserts, status changes,
 * holds, moves and deletes, both before and after the changes are folded into the tallies.
 */
describe('booking list counts from the tallies', () => {
  let database: DatabaseHandle;
  const players: number[] = [];
  const locationIds: number[] = [];
  let locationAdmin: number;
  let longSession: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const zones = ['America/Los_Angeles', 'UTC', 'Pacific/Auckland'];
    const courts: { id: number; locationId: number; timeZone: string }[] = [];
    for (const timeZone of zones) {
      const location = await insertLocation(db, { timeZone });
      locationIds.push(location.id);
      for (let n = 0; n < 2; n++) {
        courts.push({ ...(await insertCourt(db, location.id)), timeZone });
      }
    }
    for (let n = 0; n < 3; n++) players.push((await insertUser(db)).id);
    // A closed club's bookings leave the public occupancy list.
    await db.update(locations).set({ isActive: false }).where(eq(locations.id, locationIds[0]!));
    locationAdmin = (await insertUser(db, { userType: 1 })).id;
    await db.insert(staffLocations).values({ userId: locationAdmin, locationId: locationIds[0]! });

    // 14 months before NOW to 2 months after, one booking every 53 hours on each court.
    const next = random(7);
    const first = Date.parse('2025-01-01T00:00:00Z');
    for (const [index, court] of courts.entries()) {
      for (
        let at = first + index * HOUR;
        at < Date.parse('2026-05-15T00:00:00Z');
        at += 53 * HOUR
      ) {
        const roll = next();
        const status =
          roll < 0.5 ? 'confirmed' : roll < 0.65 ? 'cancelled' : roll < 0.8 ? 'expired' : 'pending';
        const held = status === 'pending' && next() < 0.6;
        await insertBooking(db, {
          courtId: court.id,
          locationId: court.locationId,
          userId: players[Math.floor(next() * players.length)]!,
          startsAt: new Date(at).toISOString(),
          endsAt: new Date(at + HOUR).toISOString(),
          status,
          // Holds of past play ran out before it; of play to come, half have run out by NOW.
          holdExpiresAt: held ? holdTime(at, next()) : null,
          timeZone: court.timeZone,
        });
      }
    }
    // A session that began 22 hours before NOW and ends after it is still upcoming.
    longSession = (
      await insertBooking(db, {
        courtId: courts[0]!.id,
        locationId: courts[0]!.locationId,
        userId: players[0]!,
        startsAt: new Date(NOW.getTime() - 22 * HOUR).toISOString(),
        endsAt: new Date(NOW.getTime() + HOUR).toISOString(),
        // Cancelled, so the court's other bookings may overlap it; still listed as upcoming.
        status: 'cancelled',
        timeZone: courts[0]!.timeZone,
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  async function expectCountsMatchRows() {
    const queries = createBookingQueriesRepository(database.db);
    const all = { page: 1, page_size: EVERYTHING };
    for (const userId of players) {
      for (const type of ['upcoming', 'past', 'all', 'lapsed'] as const) {
        const { rows, count } = await queries.listOwn(userId, { ...all, type }, NOW);
        expect(count, `player ${userId}, ${type}`).toBe(rows.length);
        // A page past the last carries no row to read the count from: it is counted alone.
        const beyond = await queries.listOwn(userId, { ...all, page: 2, type }, NOW);
        expect(beyond, `player ${userId}, ${type}, page 2`).toEqual({ rows: [], count });
      }
    }
    const ranges = [
      {},
      { start_date: '2025-02-10' },
      { start_date: '2025-03-01', end_date: '2026-03-13' },
      { start_date: '2026-03-10', end_date: '2026-03-20' },
      { start_date: '2026-03-16', end_date: '2026-04-30' },
      { start_date: '2026-03-20' },
    ];
    const occupancy = createOccupancyRepository(database.db);
    for (const type of ['upcoming', 'past', 'all'] as const) {
      for (const range of ranges) {
        for (const location of [undefined, locationIds[2]]) {
          const query = { ...all, type, location, ...range };
          const { rows, count } = await occupancy.list(query, NOW);
          expect(count, `occupancy ${JSON.stringify(query)}`).toBe(rows.length);
          const beyond = await occupancy.list({ ...query, page: 2 }, NOW);
          expect(beyond, `occupancy ${JSON.stringify(query)}, page 2`).toEqual({ rows: [], count });
        }
      }
    }
    const scopes: StaffScope[] = [{ kind: 'all' }, { kind: 'assigned', userId: locationAdmin }];
    for (const scope of scopes) {
      for (const { type, status } of STAFF_FILTERS) {
        for (const range of ranges) {
          for (const location of [undefined, locationIds[1]]) {
            const query = { ...all, type, status, location, ...range } as StaffBookingListQuery;
            const { rows, count } = await queries.listForStaff(scope, query, NOW);
            expect(count, JSON.stringify({ scope, ...query })).toBe(rows.length);
            if (location === undefined && range === ranges[0]) {
              const beyond = await queries.listForStaff(scope, { ...query, page: 2 }, NOW);
              expect(beyond, `${JSON.stringify({ scope, ...query })}, page 2`).toEqual({
                rows: [],
                count,
              });
            }
          }
        }
      }
      // The players list's bookings count: every booking but expired holds, at the scope's clubs.
      const listed = await createPlayersRepository(database.db).list({
        scope,
        page: 1,
        pageSize: 100,
      });
      expect(listed.rows.length).toBeGreaterThan(0);
      for (const player of listed.rows) {
        const counted = await database.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.userId, player.id),
              ne(bookings.status, 'expired'),
              scope.kind === 'all' ? undefined : eq(bookings.locationId, locationIds[0]!),
            ),
          );
        expect(player.bookings_count, `player ${player.id} seen by ${scope.kind}`).toBe(
          counted.length,
        );
      }
      const reports = createReportsRepository(database.db);
      for (const status of [undefined, ...BOOKING_STATUSES]) {
        for (const range of ranges) {
          const filter = {
            scope,
            location: undefined,
            status,
            search: undefined,
            startDate: range.start_date ?? '2024-12-01',
            endDate: range.end_date ?? '2026-06-30',
          };
          const { rows, count } = await reports.page(filter, NOW, {
            page: 1,
            pageSize: EVERYTHING,
          });
          expect(count, `report table ${JSON.stringify(filter)}`).toBe(rows.length);
          const beyond = await reports.page(filter, NOW, { page: 2, pageSize: EVERYTHING });
          expect(beyond, `report table ${JSON.stringify(filter)}, page 2`).toEqual({
            rows: [],
            count,
          });
        }
      }
    }
  }

  it("lists a session that began nearly a day ago and has not ended among staff's upcoming", async () => {
    const queries = createBookingQueriesRepository(database.db);
    const { rows } = await queries.listForStaff(
      { kind: 'all' },
      { type: 'upcoming', page: 1, page_size: EVERYTHING },
      NOW,
    );
    expect(rows.map((row) => row.booking.id)).toContain(longSession);
  });

  it("lists a cancelled session not yet ended among a player's past, not upcoming", async () => {
    const queries = createBookingQueriesRepository(database.db);
    const ids = async (type: 'upcoming' | 'past') =>
      (await queries.listOwn(players[0]!, { type, page: 1, page_size: EVERYTHING }, NOW)).rows.map(
        (row) => row.booking.id,
      );
    expect(await ids('upcoming')).not.toContain(longSession);
    expect(await ids('past')).toContain(longSession);
  });

  it('counts what the lists show, with every change still waiting to be folded', async () => {
    await expectCountsMatchRows();
  }, 120_000);

  it('counts what the lists show once folded, and after later changes of every kind', async () => {
    const { db } = database;
    await foldTallyChanges(db);
    await expectCountsMatchRows();

    const some = await db.select({ id: bookings.id }).from(bookings).limit(400);
    const ids = (step: number, offset: number) =>
      some.filter((_, i) => i % step === offset).map((row) => row.id);
    await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(inArray(bookings.id, ids(7, 0)));
    await db
      .update(bookings)
      .set({ status: 'pending', holdExpiresAt: new Date(NOW.getTime() - HOUR) })
      .where(inArray(bookings.id, ids(7, 1)));
    await db
      .update(bookings)
      .set({ holdExpiresAt: null })
      .where(inArray(bookings.id, ids(7, 2)));
    await db
      .update(bookings)
      .set({ userId: players[0]! })
      .where(inArray(bookings.id, ids(7, 3)));
    await db.delete(bookings).where(inArray(bookings.id, ids(7, 4)));
    // A change that leaves every counted field as it was appends nothing.
    await db.update(bookings).set({ reminderSentAt: NOW }).where(eq(bookings.id, some[5]!.id));
    await expectCountsMatchRows();

    await foldTallyChanges(db);
    await expectCountsMatchRows();
  }, 240_000);
});
