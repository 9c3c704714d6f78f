import { localDate } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { insertBooking, insertCourt, insertLocation } from '../helpers/factories';
import {
  logInOver,
  processesOnFreshDatabase,
  type ProcessesOnFreshDatabase,
} from '../helpers/fresh-postgres';
import type { RunningServer } from '../helpers/server-process';

const REQUESTS = 12;
const COURTS = 4;
const TIME_ZONE = 'UTC';

/**
 * Two real API processes on one PostgreSQL database, one player in several tabs: requests for
 * different courts and times sent to both processes at once cannot pass the location's limit of
 * two upcoming bookings between them (the player already holds one).
 */
describe('two API processes and a fair-use limit, requests at the same time', () => {
  const target = inject('testDatabase');
  let processes: ProcessesOnFreshDatabase | undefined;
  let servers: RunningServer[] = [];
  let database: DatabaseHandle;
  let token: string;
  let locationId: number;
  let courtIds: number[];
  let playerId: number;
  let date: string;

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    // Both start on the empty database at once: one migrates while the other waits on the lock.
    processes = await processesOnFreshDatabase(target.adminUrl);
    ({ servers, database } = processes);
    const location = await insertLocation(database.db, {
      timeZone: TIME_ZONE,
      maxUpcomingBookings: 2,
      defaultTaxBasisPoints: 0,
      defaultCardFeeBasisPoints: 0,
    });
    locationId = location.id;
    courtIds = [];
    for (let n = 0; n < COURTS; n++) {
      const court = await insertCourt(database.db, location.id, {
        hourlyFeeCents: 4000,
        taxBasisPoints: 0,
        cardFeeBasisPoints: 0,
      });
      courtIds.push(court.id);
    }
    const player = await insertAccount(database.db, { homeLocationId: location.id });
    playerId = player.id;
    token = await logInOver(servers[0]!.url, {
      email: player.email,
      password: PASSWORD,
      location: location.id,
    });
    const today = localDate(new Date(), TIME_ZONE);
    date = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    // Already one upcoming booking, confirmed: one more fits.
    await insertBooking(database.db, {
      courtId: courtIds[0]!,
      locationId,
      userId: playerId,
      startsAt: `${date}T08:00:00Z`,
      endsAt: `${date}T09:00:00Z`,
      status: 'confirmed',
    });
  }, 60_000);

  afterAll(() => processes?.close());

  it(`lets one of ${REQUESTS} simultaneous requests through, and refuses the rest by the limit`, async () => {
    const answered: string[] = [];
    onTestFailed(() => {
      console.error(`answered (request:status): ${answered.join(' ') || 'none'}`);
      for (const [n, server] of servers.entries()) {
        console.error(`server ${n} output, last lines:\n${server.output().slice(-4_000)}`);
      }
    });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        // A different court or hour each: nothing but the limit stands between them.
        const hour = 10 + Math.floor(i / COURTS);
        const res = await fetch(`${servers[i % servers.length]!.url}/api/court-bookings/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            location: locationId,
            court_id: courtIds[i % COURTS],
            booking_date: date,
            start_time: `${hour}:00`,
            duration: 1,
            book_for_four_weeks: 'False',
            total_price: '40.00',
          }),
        });
        const body = (await res.json()) as { message: string; data?: unknown };
        answered.push(`${i}:${res.status}`);
        return { status: res.status, body };
      }),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.data).toEqual({ fair_use_rule: 'upcoming' });
      expect(answer.body.message).toMatch(/^You have 2 of 2 upcoming bookings at /);
    }
    const rows = await database.db.execute(sql`
      select count(*)::int as live from bookings
      where user_id = ${playerId} and status in ('pending', 'confirmed')`);
    expect((rows as { rows: unknown[] }).rows).toEqual([{ live: 2 }]);
  });
});
