import { localDate } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { PASSWORD } from '../helpers/accounts';
import { insertCourt, insertLocation } from '../helpers/factories';
import {
  createFreshPostgres,
  insertBookingStaff,
  logInOver,
  serverSettings,
} from '../helpers/fresh-postgres';
import { startServer, type RunningServer } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

const CLIENTS = 6;
const CUTS = 5;
const OUTAGE_MS = 3_000;
/** The promise: the same process serves again within 5 s of the database returning. */
const RECOVERY_DEADLINE_MS = 5_000;
const TIME_ZONE = 'America/New_York';
const UNAVAILABLE = {
  code: 503,
  message: 'The service is briefly unavailable. Please try again in a moment.',
  data: null,
};

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  sentAt: number;
  answeredAt: number;
}

/**
 * Staff keep booking while the database connection is cut and restored, again and again, with
 * one API process (the default). Cuts land while booking transactions are open. The process must
 * never end: every answer is 201, 409 or a 503 in the envelope with Retry-After, the same pid
 * serves again within seconds of each return, and every booking it acknowledged is stored.
 */
describe('database outages while players are booking', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let proxy: TcpProxy;
  let server: RunningServer;
  let direct: DatabaseHandle;
  let databaseName: string;
  let tokens: string[];
  let courtIds: number[];
  let locationId: number;

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    databaseName = new URL(database.url).pathname.slice(1);
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);

    server = await startServer(serverSettings({ ...database, url: viaProxy.toString() }));
    cleanups.push(server.stop);
    direct = openPostgres(database.url, 2);
    cleanups.push(() => direct.close());

    const location = await insertLocation(direct.db, { timeZone: TIME_ZONE });
    locationId = location.id;
    const courts = await Promise.all(
      Array.from({ length: 8 }, () =>
        insertCourt(direct.db, location.id, { hourlyFeeCents: 4000 }),
      ),
    );
    courtIds = courts.map((court) => court.id);
    // Staff, who may hold any number of courts: a player holds one unpaid booking per location.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => insertBookingStaff(direct.db, location.id)),
    );
    tokens = await Promise.all(
      clients.map((staff) => logInOver(server.url, { email: staff.email, password: PASSWORD })),
    );
  }, 90_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  /** A booking on a random court, day and hour; every fifth one is a weekly series (4 rows). */
  function randomBooking(sequence: number) {
    const today = localDate(new Date(), TIME_ZONE);
    const daysAhead = 1 + Math.floor(Math.random() * 60);
    const weekly = sequence % 5 === 0;
    return {
      location: locationId,
      court_id: courtIds[Math.floor(Math.random() * courtIds.length)],
      booking_date: new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000)
        .toISOString()
        .slice(0, 10),
      start_time: `${String(8 + Math.floor(Math.random() * 12)).padStart(2, '0')}:00`,
      duration: '1',
      book_for_four_weeks: weekly ? 'True' : 'False',
      total_price: weekly ? '160.00' : '40.00',
    };
  }

  async function book(client: number, sequence: number): Promise<Answer> {
    const sentAt = Date.now();
    const res = await fetch(`${server.url}/api/court-bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[client]}` },
      body: JSON.stringify(randomBooking(sequence)),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
      sentAt,
      answeredAt: Date.now(),
    };
  }

  /** Resolves once one of the API's connections is inside an open transaction. */
  async function transactionOpen(deadline = Date.now() + 5_000): Promise<boolean> {
    while (Date.now() < deadline) {
      const result = (await direct.db.execute(sql`
        select count(*)::int as open from pg_stat_activity
        where datname = ${databaseName} and pid <> pg_backend_pid() and xact_start is not null`)) as {
        rows: { open: number }[];
      };
      if ((result.rows[0]?.open ?? 0) > 0) return true;
    }
    return false;
  }

  const profile = () =>
    fetch(`${server.url}/api/profile/`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  const health = () => fetch(`${server.url}/api/health/`).then((res) => res.status);

  it(`survives ${CUTS} cuts under booking load, and keeps every acknowledged booking`, async () => {
    const answers: Answer[] = [];
    const failures: unknown[] = [];
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let sequence = client; running; sequence += CLIENTS) {
        try {
          answers.push(await book(client, sequence));
        } catch (error) {
          failures.push(error);
        }
      }
    });

    const cutsMidTransaction: boolean[] = [];
    const recoveries: number[] = [];
    for (let cut = 0; cut < CUTS; cut++) {
      cutsMidTransaction.push(await transactionOpen());
      await proxy.cut();
      const cutAt = Date.now();
      while (Date.now() - cutAt < OUTAGE_MS) {
        const during = await profile();
        expect(during.status).toBe(503);
        expect(during.headers.get('retry-after')).toBe('5');
        expect(await during.json()).toEqual(UNAVAILABLE);
      }
      await proxy.restore();
      const restoredAt = Date.now();
      while ((await health()) !== 200 && Date.now() - restoredAt < RECOVERY_DEADLINE_MS);
      recoveries.push(Date.now() - restoredAt);
      expect(await health()).toBe(200);
    }
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(process.kill(server.pid, 0)).toBe(true);
    expect(server.output()).not.toMatch(/unexpected error|exited/);
    expect(cutsMidTransaction.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    for (const recovery of recoveries) expect(recovery).toBeLessThan(RECOVERY_DEADLINE_MS);

    const unexpected = answers.filter((a) => ![201, 409, 503].includes(a.status));
    expect(unexpected).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual(UNAVAILABLE);
      expect(answer.retryAfter).toBe('5');
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    const acknowledged = answers
      .filter((a) => a.status === 201)
      .flatMap((a) => (a.body as { data: { booking_id: number }[] }).data.map((b) => b.booking_id));
    expect(acknowledged.length).toBeGreaterThan(CUTS);
    const stored = (await direct.db.execute(
      sql`select id from bookings where status = 'pending'`,
    )) as { rows: { id: number }[] };
    const storedIds = new Set(stored.rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
  }, 120_000);
});
