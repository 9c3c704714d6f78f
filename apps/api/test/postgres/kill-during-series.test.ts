import { localDate } from '@courtbook/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { insertCourt, insertLocation } from '../helpers/factories';
import {
  createFreshPostgres,
  insertBookingStaff,
  logInOver,
  serverSettings,
} from '../helpers/fresh-postgres';
import { startServer, type RunningServer } from '../helpers/server-process';

const TIME_ZONE = 'America/New_York';
const COURTS = 6;
const CLIENTS = 12;
/** SIGKILL lands once this many series were acknowledged, with other requests still in flight. */
const KILL_AFTER_CREATED = 8;

interface SeriesRequest {
  court_id: number;
  booking_date: string;
  start_time: string;
}

/**
 * An API process killed with SIGKILL while it creates weekly series: PostgreSQL keeps each series
 * whole or not at all, every acknowledged series survives, and every booking keeps its hold.
 */
describe('an API process killed while creating weekly series', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let settings: ReturnType<typeof serverSettings>;
  let server: RunningServer;
  let direct: DatabaseHandle;
  let locationId: number;
  let courtIds: number[];
  let tokens: string[];

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    settings = serverSettings(database);
    server = await startServer(settings);
    cleanups.push(() => server.stop());
    direct = openPostgres(database.url, 2);
    cleanups.push(() => direct.close());

    const location = await insertLocation(direct.db, { timeZone: TIME_ZONE });
    locationId = location.id;
    courtIds = [];
    for (let i = 0; i < COURTS; i++) {
      courtIds.push((await insertCourt(direct.db, location.id, { hourlyFeeCents: 4000 })).id);
    }
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

  it('leaves no partial series and no booking without its hold', async () => {
    const firstDay = Date.parse(`${localDate(new Date(), TIME_ZONE)}T00:00:00Z`) + 86_400_000;
    let sequence = 0;
    const nextRequest = (): SeriesRequest => {
      const n = sequence++;
      return {
        court_id: courtIds[n % COURTS]!,
        booking_date: new Date(firstDay + (Math.floor(n / COURTS) % 7) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        start_time: `${String(8 + (Math.floor(n / (COURTS * 7)) % 12)).padStart(2, '0')}:00`,
      };
    };

    let created = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killing: Promise<void> | undefined;
    const acknowledged: string[] = [];

    const client = async (token: string) => {
      while (!killing) {
        inFlight++;
        try {
          const res = await fetch(`${server.url}/api/court-bookings/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              location: locationId,
              ...nextRequest(),
              duration: '1',
              book_for_four_weeks: 'True',
              total_price: '160.00',
            }),
          });
          const body = (await res.json()) as { data: { series_id: string }[] };
          if (res.status === 201) {
            acknowledged.push(body.data[0]!.series_id);
            if (++created === KILL_AFTER_CREATED && !killing) {
              inFlightAtKill = inFlight - 1;
              killing = server.kill();
            }
          }
        } catch {
          // The connection died with the process: what matters is what the database kept.
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all(tokens.map(client));
    await killing;
    expect(inFlightAtKill).toBeGreaterThan(0);

    const [facts] = (
      (await direct.db.execute(sql`
        select
          (select count(*)::int from (
            select series_id from bookings group by series_id having count(*) <> 4
          ) partial) as partial_series,
          (select count(*)::int from bookings
            where status = 'pending' and hold_expires_at is null) as pending_without_hold,
          (select count(*)::int from bookings where status not in ('pending')) as not_pending,
          (select count(*)::int from bookings a join bookings b
            on a.court_id = b.court_id and a.id < b.id and a.time_range && b.time_range
            where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
          ) as overlapping_pairs,
          (select array_agg(distinct series_id::text) from bookings) as series
      `)) as { rows: Record<string, unknown>[] }
    ).rows;
    expect(facts).toMatchObject({
      partial_series: 0,
      pending_without_hold: 0,
      not_pending: 0,
      overlapping_pairs: 0,
    });
    expect(facts!.series as string[]).toEqual(expect.arrayContaining(acknowledged));

    // A new process on the same database carries on.
    server = await startServer(settings);
    const token = await logInOver(server.url, {
      email: (await insertAccount(direct.db, { homeLocationId: locationId })).email,
      password: PASSWORD,
      location: locationId,
    });
    const res = await fetch(`${server.url}/api/court-bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        location: locationId,
        court_id: courtIds[0],
        booking_date: new Date(firstDay + 20 * 86_400_000).toISOString().slice(0, 10),
        start_time: '06:00',
        duration: '1',
        book_for_four_weeks: 'True',
        total_price: '160.00',
      }),
    });
    expect(res.status).toBe(201);
  }, 120_000);
});
