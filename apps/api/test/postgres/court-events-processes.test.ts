import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { bookingBody, daysFromToday } from '../helpers/bookings';
import { openEventStream } from '../helpers/event-stream';
import { insertCourt, insertLocation } from '../helpers/factories';
import { createFreshPostgres, logInOver, serverSettings } from '../helpers/fresh-postgres';
import { startServer, type RunningServer } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * Two API processes on one database: a court taken through one is announced by the other, through
 * PostgreSQL's LISTEN/NOTIFY. The listening process reaches the database through a relay the test
 * cuts and restores: once it listens again it tells its pages to refetch (`resync`), and goes on
 * announcing changes.
 */
describe('court changes across API processes', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let proxy: TcpProxy;
  let booker: RunningServer;
  let watcher: RunningServer;
  let direct: DatabaseHandle;
  /** One player per booking: a player holds one unpaid booking per location (decision 0045). */
  const tokens: string[] = [];
  let location: { id: number };
  let court: { id: number };

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);

    booker = await startServer(serverSettings(database));
    cleanups.push(booker.stop);
    watcher = await startServer(serverSettings({ ...database, url: viaProxy.toString() }));
    cleanups.push(watcher.stop);
    direct = openPostgres(database.url, 1);
    cleanups.push(() => direct.close());

    location = await insertLocation(direct.db);
    court = await insertCourt(direct.db, location.id, { hourlyFeeCents: 4000 });
    for (let index = 0; index < 3; index += 1) {
      const player = await insertAccount(direct.db, { homeLocationId: location.id });
      tokens.push(
        await logInOver(booker.url, {
          email: player.email,
          password: PASSWORD,
          location: location.id,
        }),
      );
    }
  }, 90_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  const bookAt = (start: string) =>
    fetch(`${booker.url}/api/court-bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.shift()}` },
      body: JSON.stringify(
        bookingBody({
          location: location.id,
          court_id: court.id,
          booking_date: daysFromToday(6),
          start_time: start,
          total_price: '60',
        }),
      ),
    });

  it('announces on one process a booking made through another, and again after the database was away', async () => {
    const stream = await openEventStream(
      `${watcher.url}/api/court_events/?location_id=${location.id}`,
    );
    try {
      expect((await bookAt('10:00')).status).toBe(201);
      expect(JSON.parse((await stream.next('change')).data)).toEqual({
        event: 'slot.taken',
        location_id: location.id,
        date: daysFromToday(6),
        court_id: court.id,
        start_time: '10:00:00',
        end_time: '11:30:00',
      });

      await proxy.cut();
      // A change while the watcher cannot hear: it asks its pages to refetch once it is back.
      expect((await bookAt('12:00')).status).toBe(201);
      await proxy.restore();
      await stream.next('resync', 15_000);

      expect((await bookAt('14:00')).status).toBe(201);
      const change = JSON.parse((await stream.next('change')).data) as { date: string };
      expect(change.date).toBe(daysFromToday(6));
    } finally {
      stream.close();
    }
  });
});
