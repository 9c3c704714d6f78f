import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Database, type DatabaseHandle } from '../../src/db/client';
import { staffLocations } from '../../src/db/schema';
import { insertAccount } from './accounts';
import { databaseUrlFor, uniqueDatabaseName } from './postgres-databases';
import { startServer, type RunningServer } from './server-process';

export interface FreshPostgres {
  /** The new, empty database's connection string. */
  url: string;
  /** A data folder for a server process (uploads). */
  dataDir: string;
  /** Drops the database (even with connections left) and the folder. */
  drop: () => Promise<void>;
}

/** An empty database of its own on the test server, for tests that run real server processes. */
export async function createFreshPostgres(adminUrl: string): Promise<FreshPostgres> {
  const admin = openPostgres(adminUrl, 1);
  const name = uniqueDatabaseName();
  await admin.db.execute(`create database "${name}"`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-process-'));
  return {
    url: databaseUrlFor(adminUrl, name),
    dataDir,
    drop: async () => {
      await admin.db.execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Settings for a server process on that database, without limits or demo data. */
export const serverSettings = (database: { url: string; dataDir: string }) => ({
  DATABASE_URL: database.url,
  DATA_DIR: database.dataDir,
  SEED_DEMO: '0',
  RATE_LIMIT_MULTIPLIER: '0',
});

export async function logInOver(
  url: string,
  credentials: { email: string; password: string; location?: number },
): Promise<string> {
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * A staff account allowed to book at the location: staff may hold any number of courts there,
 * where a player holds one unpaid booking per location at a time (decision 0045).
 */
export async function insertBookingStaff(db: Database, locationId: number) {
  const staff = await insertAccount(db, { userType: 1, permissions: ['court_bookings'] });
  await db.insert(staffLocations).values({ userId: staff.id, locationId });
  return staff;
}

/** API processes sharing a fresh database, and a small pool of the test's own to it. */
export interface ProcessesOnFreshDatabase {
  servers: RunningServer[];
  database: DatabaseHandle;
  /** Stops the processes, closes the pool and drops the database. */
  close: () => Promise<void>;
}

/**
 * Starts `count` API processes at once on a new empty database, as a deployment does: one
 * migrates while the others wait on the lock.
 */
export async function processesOnFreshDatabase(
  adminUrl: string,
  count = 2,
): Promise<ProcessesOnFreshDatabase> {
  const fresh = await createFreshPostgres(adminUrl);
  const settings = serverSettings(fresh);
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer(settings)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await fresh.drop();
    throw failed.reason;
  }
  const database = openPostgres(settings.DATABASE_URL, 2);
  return {
    servers,
    database,
    close: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
      await fresh.drop();
    },
  };
}
