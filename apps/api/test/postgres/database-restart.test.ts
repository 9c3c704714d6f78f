import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { insertAccount, PASSWORD } from '../helpers/accounts';
import { insertLocation } from '../helpers/factories';
import { createFreshPostgres, logInOver, serverSettings } from '../helpers/fresh-postgres';
import { startServer, type RunningServer } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

const UNAVAILABLE = {
  code: 503,
  message: 'The service is briefly unavailable. Please try again in a moment.',
  data: null,
};

/**
 * The API process talks to PostgreSQL through a relay the test cuts and restores, as a database
 * restart looks from the API: open connections drop, new ones are refused for a while, then the
 * database is back. Requests in the gap fail cleanly with 503; afterwards the same process serves
 * again without a restart.
 */
describe('the database restarting under a running API', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let proxy: TcpProxy;
  let server: RunningServer;
  let direct: DatabaseHandle;
  let token: string;

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);

    server = await startServer(serverSettings({ ...database, url: viaProxy.toString() }));
    cleanups.push(server.stop);
    direct = openPostgres(database.url, 1);
    cleanups.push(() => direct.close());

    const location = await insertLocation(direct.db);
    const player = await insertAccount(direct.db, { homeLocationId: location.id });
    token = await logInOver(server.url, {
      email: player.email,
      password: PASSWORD,
      location: location.id,
    });
  }, 90_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  const profile = () =>
    fetch(`${server.url}/api/profile/`, { headers: { authorization: `Bearer ${token}` } });
  const health = () => fetch(`${server.url}/api/health/`);

  it('answers 503 while the database is away and serves again once it is back', async () => {
    expect((await profile()).status).toBe(200);

    await proxy.cut();
    const during = await profile();
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual(UNAVAILABLE);
    expect((await health()).status).toBe(503);
    const booking = await fetch(`${server.url}/api/court-bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ court_id: 1, booking_date: '2030-01-01', start_time: '10:00' }),
    });
    expect(booking.status).toBe(503);

    await proxy.restore();
    const after = await eventually(profile);
    expect(after.status).toBe(200);
    expect((await health()).status).toBe(200);
    expect(server.output()).not.toMatch(/could not start|exited/);
  }, 60_000);
});

/** The first 200 within a few seconds: the pool may hand out one connection it has not yet seen die. */
async function eventually(request: () => Promise<Response>): Promise<Response> {
  let last: Response | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    last = await request();
    if (last.status === 200) return last;
    expect(last.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last!;
}
