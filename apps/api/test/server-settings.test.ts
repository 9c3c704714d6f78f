import { readFile, stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createTokenService } from '../src/lib/tokens';
import { registrationBody } from './helpers/accounts';
import { startMailCatcher } from './helpers/mail-catcher';
import { runServerToExit, startServer } from './helpers/server-process';

/** The secret the run command signed tokens with before it made its own (issue: Step 9, item 7). */
const OLD_PUBLISHED_SECRET = 'local-development-secret-change-me-in-production!';
const DEMO_LOGIN = { email: 'superadmin@demo.test', password: 'Demo1234!' };

const folders: string[] = [];
async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-settings-'));
  folders.push(dir);
  return dir;
}

async function logIn(url: string, credentials: { email: string; password: string }) {
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { data?: { access_token?: string; id?: number } };
  return { status: res.status, token: body.data?.access_token, userId: body.data?.id };
}

const adminList = (url: string, token: string) =>
  fetch(`${url}/api/create_admin/`, { headers: { authorization: `Bearer ${token}` } });

/**
 * The addresses a port is listened on, from the kernel's own socket tables: 0.0.0.0 or :: for
 * every interface, 127.0.0.1 or ::1 for this machine only.
 */
async function listeningAddresses(port: number): Promise<string[]> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const [file, width] of [
    ['/proc/net/tcp', 8],
    ['/proc/net/tcp6', 32],
  ] as const) {
    const table = await readFile(file, 'utf8').catch(() => '');
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue;
      const address = local.slice(0, width);
      if (/^0+$/.test(address)) found.push(width === 8 ? '0.0.0.0' : '::');
      else if (address === '0100007F') found.push('127.0.0.1');
      else if (address === '00000000000000000000000001000000') found.push('::1');
      else found.push(address);
    }
  }
  return found.sort();
}

const portOf = (url: string) => Number(new URL(url).port);

/** A port nothing listens on right now, to give the server as PORT. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the run command’s defaults', () => {
  afterAll(async () => {
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('signs tokens with a secret of its own, kept in DATA_DIR, and listens on this machine only', async () => {
    const dataDir = await dataFolder();
    // HOST and JWT_SECRET empty: unset, as in a fresh clone.
    const first = await startServer({ DATA_DIR: dataDir, HOST: '', JWT_SECRET: '' });
    try {
      expect(await listeningAddresses(portOf(first.url))).toEqual(['127.0.0.1']);

      const secretFile = path.join(dataDir, 'jwt-secret');
      expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
      expect((await readFile(secretFile, 'utf8')).length).toBeGreaterThanOrEqual(32);

      const owner = await logIn(first.url, DEMO_LOGIN);
      expect(owner.status).toBe(200);
      expect((await adminList(first.url, owner.token!)).status).toBe(200);
      // A token forged with the secret that used to be printed in the source opens nothing.
      const forged = await createTokenService({ secret: OLD_PUBLISHED_SECRET, ttl: '1h' }).sign({
        userId: owner.userId!,
        version: 0,
      });
      expect((await adminList(first.url, forged)).status).toBe(401);

      expect(await first.stop()).toBe(0);
      const second = await startServer({ DATA_DIR: dataDir, HOST: '', JWT_SECRET: '' });
      try {
        // The same secret after a restart: the session survives.
        expect((await adminList(second.url, owner.token!)).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  }, 120_000);

  it('points email links at the port it listens on when APP_URL is unset, as its banner says', async () => {
    const port = await freePort();
    const mail = await startMailCatcher();
    const server = await startServer({
      DATA_DIR: await dataFolder(),
      PORT: String(port),
      APP_URL: '',
      SMTP_URL: mail.url,
      RATE_LIMIT_MULTIPLIER: '0',
    });
    try {
      expect(server.url).toBe(`http://localhost:${port}`);
      const locations = (await (await fetch(`${server.url}/api/all_locations/`)).json()) as {
        id: number;
      }[];
      const body = registrationBody(locations[0]!.id) as { email: string };
      const registered = await fetch(`${server.url}/api/user-register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(registered.status).toBe(201);
      const link = await mail.verificationLink(body.email);
      expect(link.startsWith(`${server.url}/verify-email?uuid=`)).toBe(true);
    } finally {
      await server.stop();
      await mail.close();
    }
  }, 120_000);

  describe('in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), HOST: '' };

    it('refuses to start without Stripe keys unless PAYMENT_PROVIDER=local says so', async () => {
      const { code, output } = await runServerToExit({
        ...production,
        DATA_DIR: await dataFolder(),
      });
      expect(code).toBe(1);
      expect(output).toContain('PAYMENT_PROVIDER: production takes card payments through Stripe');
      expect(output).not.toContain('running at');
    });

    it('seeds no demo accounts, says payments are test payments, and listens on every interface', async () => {
      const server = await startServer({
        ...production,
        PAYMENT_PROVIDER: 'local',
        DATA_DIR: await dataFolder(),
      });
      try {
        expect(server.output()).toContain('Payments: local test provider (test payments only');
        expect(server.output()).not.toContain('superadmin@demo.test');
        expect((await logIn(server.url, DEMO_LOGIN)).status).toBe(401);
        const locations = await fetch(`${server.url}/api/all_locations/`);
        expect(await locations.json()).toEqual([]);
        expect(await listeningAddresses(portOf(server.url))).toEqual(['0.0.0.0']);
      } finally {
        await server.stop();
      }
    }, 60_000);
  });
});
