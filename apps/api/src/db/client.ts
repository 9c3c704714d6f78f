import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrateDatabase } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded engine runs in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  }
  await mkdir(options.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(options.dataDir, { extensions: { btree_gist } }));
}

/** Creates an embedded database held in memory, optionally from a dumped data directory. */
export async function createMemoryPglite(loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ extensions: { btree_gist }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migrateDatabase(db, 'pglite');
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A connection that dies must never end the process. An idle one is reported on the pool, which
  // replaces it; one checked out (mid-query or mid-transaction) is reported on its client as well as
  // to the query waiting on it, which fails that request only (503) and is then dropped by the pool.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Several API processes may start together: one migrates while the others wait.
        await client.query('select pg_advisory_lock(727274)');
        await migrateDatabase(drizzlePg({ client, schema }) as unknown as Database, 'postgres');
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
