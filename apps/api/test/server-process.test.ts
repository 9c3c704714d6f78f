import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres } from '../src/db/client';
import { DEMO_LOCATIONS } from '../src/seed/demo-data';
import { databaseUrlFor, uniqueDatabaseName } from './helpers/postgres-databases';
import { runServerToExit, startServer } from './helpers/server-process';

const target = inject('testDatabase');

async function locationNames(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/all_locations/`);
  const body = (await res.json()) as { name: string }[];
  return body.map((l) => l.name);
}

/** Every entry under `dir` (and `dir` itself) whose mode is not 0700 (folders) or 0600 (files). */
async function notPrivate(dir: string): Promise<string[]> {
  const wrong: string[] = [];
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) {
      wrong.push(`${path.relative(dir, entry) || '.'} ${mode.toString(8)}`);
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(dir);
  return wrong;
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

    it('keeps DATA_DIR private to its user, started under umask 022, and still serves uploads', async () => {
      const parent = await mkdtemp(path.join(os.tmpdir(), 'courtbook-private-'));
      const dataDir = path.join(parent, 'data');
      try {
        // What an older version left: folders and an uploaded photo that any user could read.
        const avatars = path.join(dataDir, 'uploads', 'avatars');
        await mkdir(avatars, { recursive: true });
        const photoName = `${'ab'.repeat(16)}.png`;
        const photo = Buffer.from('not really a png, but bytes all the same');
        await writeFile(path.join(avatars, photoName), photo);
        for (const dir of [dataDir, path.join(dataDir, 'uploads'), avatars])
          await chmod(dir, 0o755);
        await chmod(path.join(avatars, photoName), 0o644);

        const server = await startServer({ ...settings, DATA_DIR: dataDir }, { umask: '022' });
        try {
          expect(await notPrivate(dataDir)).toEqual([]);
          expect(server.output()).toContain('DATA_DIR was open to other users');
          const served = await fetch(`${server.url}/uploads/avatars/${photoName}`);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
        } finally {
          expect(await server.stop()).toBe(0);
        }
        if (target.kind === 'pglite') {
          // The embedded database's files, its control file among them.
          expect((await lstat(path.join(dataDir, 'global', 'pg_control'))).mode & 0o777).toBe(
            0o600,
          );
        }
      } finally {
        await rm(parent, { recursive: true, force: true });
      }
    }, 150_000);

    // Two full server starts (migrations, seeding, argon2 hashing): slow on a busy CI machine.
    it('migrates at start-up, seeds only where it should, and stops cleanly on SIGTERM', async () => {
      const first = await startServer(settings);
      const names = await locationNames(first.url);
      const health = await fetch(`${first.url}/api/health/`);
      expect(health.status).toBe(200);
      expect(await first.stop()).toBe(0);

      if (target.kind === 'pglite') {
        expect(names).toHaveLength(DEMO_LOCATIONS.length);
        expect(first.output()).toContain('superadmin@demo.test');
      } else {
        expect(names).toEqual([]);
        expect(first.output()).not.toContain('superadmin@demo.test');
      }

      // Restarting keeps the data and never seeds twice; SEED_DEMO=1 seeds an empty real database.
      const second = await startServer({ ...settings, SEED_DEMO: '1' });
      expect(await locationNames(second.url)).toHaveLength(DEMO_LOCATIONS.length);
      expect(await second.stop()).toBe(0);
    }, 120_000);
  });
});
