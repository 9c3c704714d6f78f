import { BookingMessages, localDate } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { insertCourt, insertLocation } from '../helpers/factories';
import {
  logInOver,
  processesOnFreshDatabase,
  type ProcessesOnFreshDatabase,
} from '../helpers/fresh-postgres';
import type { RunningServer } from '../helpers/server-process';

const REQUESTS = 40;
const PLAYERS = 8;
const TIME_ZONE = 'America/New_York';

/**
 * Two real API processes on one PostgreSQL database, as a deployment runs them: the same booking
 * sent to both at once is made exactly once. Runs only on PostgreSQL (the embedded database
 * belongs to one process), so the embedded test run leaves test/postgres/ out.
 */
describe('two API processes booking the same court at the same time', () => {
  const target = inject('testDatabase');
  let processes: ProcessesOnFreshDatabase | undefined;
  let servers: RunningServer[] = [];
  let database: DatabaseHandle;
  let tokens: string[];
  let body: Record<string, unknown>;

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    // Both start on the empty database at once: one migrates while the other waits on the lock.
    processes = await processesOnFreshDatabase(target.adminUrl);
    ({ servers, database } = processes);
    const location = await insertLocation(database.db, { timeZone: TIME_ZONE });
    const court = await insertCourt(database.db, location.id, { hourlyFeeCents: 4000 });
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () =>
        insertAccount(database.db, { homeLocationId: location.id }),
      ),
    );
    tokens = await Promise.all(
      players.map((player, i) =>
        logInOver(serverAt(i), { email: player.email, password: PASSWORD, location: location.id }),
      ),
    );

    const today = localDate(new Date(), TIME_ZONE);
    body = {
      location: location.id,
      court_id: court.id,
      booking_date: new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10),
      start_time: '18:00',
      duration: '1.5',
      book_for_four_weeks: 'False',
      total_price: '60.00',
    };
  }, 60_000);

  afterAll(() => processes?.close());

  const serverAt = (i: number) => servers[i % servers.length]!.url;

  it(`makes one booking out of ${REQUESTS} identical requests split across both processes`, async () => {
    // A failure tells which requests were answered, with what, and what each server logged.
    const answered: string[] = [];
    onTestFailed(() => {
      console.error(`answered (request:status): ${answered.join(' ') || 'none'}`);
      for (const [n, server] of servers.entries()) {
        console.error(`server ${n} output, last lines:\n${server.output().slice(-4_000)}`);
      }
    });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const res = await fetch(`${serverAt(i)}/api/court-bookings/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
          },
          body: JSON.stringify(body),
        });
        const answer = (await res.json()) as { message: string; data?: { booking_id: number }[] };
        answered.push(`${i}:${res.status}`);
        return { status: res.status, body: answer, player: i % tokens.length };
      }),
    );

    // One player wins the court; asking again for what one holds answers that same booking
    // (DESIGN.md section 4), so the winner's other requests are 201 too. Everyone else: 409.
    const won = answers.filter((a) => a.status === 201);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(new Set(won.map((a) => a.player)).size).toBe(1);
    expect(new Set(won.map((a) => a.body.data?.[0]?.booking_id)).size).toBe(1);
    const lost = answers.filter((a) => a.player !== won[0]!.player);
    expect(lost.length).toBeGreaterThan(0);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(BookingMessages.courtTaken);
    }

    const rows = await database.db.execute(sql`
      select count(*)::int as total,
        (select count(*)::int from bookings a join bookings b
          on a.court_id = b.court_id and a.id < b.id and a.time_range && b.time_range
          where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
        ) as overlapping_pairs
      from bookings`);
    expect((rows as { rows: unknown[] }).rows).toEqual([{ total: 1, overlapping_pairs: 0 }]);
  });
});
