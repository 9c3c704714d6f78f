import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres } from '../src/db/client';
import { databaseUrlFor, uniqueDatabaseName } from './helpers/postgres-databases';
import { runServerToExit, startServer } from './helpers/server-process';

const target = inject('testDatabase');

async function locationNames(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/all_locations/`);
  const body = (await res.json()) as { name: string }[];
  return body.map((l) => l.name);
}

describe('the server process', () => {
  it('refuses to start on bad settings, naming every bad key', async () => {
    const { code, output } = await runServerToExit({
      PORT: 'abc',
      DATABASE_URL: 'nope',
      LOG_LEVEL: 'chatty',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid environment');
    for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(output).toContain(`${key}:`);
    expect(output).not.toMatch(/at .*\.ts:\d+/);
  });

  describe(`on ${target.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`, () => {
    let settings: Record<string, string>;
    let cleanUp: () => Promise<void>;

    beforeAll(async () => {
      if (target.kind === 'pglite') {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-server-'));
        settings = { DATA_DIR: dir };
        cleanUp = () => rm(dir, { recursive: true, force: true });
      } else {
        const name = uniqueDatabaseName();
        const admin = openPostgres(target.adminUrl, 1);
        await admin.db.execute(`create database "${name}"`);
        const dir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-server-'));
        settings = { DATABASE_URL: databaseUrlFor(target.adminUrl, name), DATA_DIR: dir };
        cleanUp = async () => {
          await admin.db.execute(`drop database if exists "${name}" with (force)`);
          await admin.close();
          await rm(dir, { recursive: true, force: true });
        };
      }
    });
    afterAll(() => cleanUp());

    // Two full server starts (migrations, seeding, argon2 hashing): slow on a busy CI machine.
    it('migrates at start-up, seeds only where it should, and stops cleanly on SIGTERM', async () => {
      const first = await startServer(settings);
      const names = await locationNames(first.url);
      const health = await fetch(`${first.url}/api/health/`);
      expect(health.status).toBe(200);
      expect(await first.stop()).toBe(0);

      if (target.kind === 'pglite') {
        expect(names).toHaveLength(3);
        expect(first.output()).toContain('superadmin@demo.test');
      } else {
        expect(names).toEqual([]);
        expect(first.output()).not.toContain('superadmin@demo.test');
      }

      // Restarting keeps the data and never seeds twice; SEED_DEMO=1 seeds an empty real database.
      const second = await startServer({ ...settings, SEED_DEMO: '1' });
      expect(await locationNames(second.url)).toHaveLength(3);
      expect(await second.stop()).toBe(0);
    }, 120_000);
  });
});
