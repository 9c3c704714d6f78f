import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { installJobQueue } from './job-queue';
import { migrateDatabase } from './migrate';
import { NamedStatementClient } from './named-statement-client';
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
  /**
   * Hears NOTIFY on `channel`, whoever sent it. `onResume` runs when listening starts again after
   * the connection was lost (anything sent meanwhile was missed). Answers a function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Plain SQL with $n parameters, as the job queue (pg-boss) sends it. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Callbacks, called unbound: declared as function properties, not methods. */
export interface ListenHandlers {
  onNotify: (payload: string) => void;
  /** The connection was lost: until `onResume`, notifications may be missed. */
  onLost?: () => void;
  onResume?: () => void;
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
      await installJobQueue((text, values) => executePglite(client, text, values));
    },
    async ping() {
      await client.query('select 1');
    },
    executeSql(text, values) {
      return executePglite(client, text, values);
    },
    async listen(channel, { onNotify }) {
      // One engine in this process: nothing is ever missed, so there is nothing to resume.
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Plain SQL on PGlite: with parameters as one query; several statements without them through exec. */
async function executePglite(client: PGlite, text: string, values?: unknown[]) {
  if (values?.length) return client.query(text, values);
  const results = await client.exec(text);
  return results.at(-1) ?? { rows: [] };
}

export function openPostgres(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    Client: NamedStatementClient,
  });
  // A connection that dies must never end the process. An idle one is reported on the pool, which
  // replaces it; one checked out (mid-query or mid-transaction) is reported on its client as well as
  // to the query waiting on it, which fails that request only (503) and is then dropped by the pool.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Several API processes may start together: one migrates while the others wait.
        await client.query('select pg_advisory_lock(727274)');
        await migrateDatabase(drizzlePg({ client, schema }), 'postgres');
        await installJobQueue((text, values) => client.query(text, values));
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen(channel, handlers) {
      return listenOnPostgres(connectionString, channel, handlers);
    },
    executeSql(text, values) {
      return pool.query(text, values);
    },
    async close() {
      await pool.end();
    },
  };
}

const RELISTEN_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would hand the channel to other queries), kept
 * open for as long as the app runs: when the server goes away it tries again, backing off to 5 s,
 * and calls `onResume` once it listens again.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  { onNotify, onLost, onResume }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Keep-alive probes find a connection that died without a word (a network partition).
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onLost?.();
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const scheduleRetry = () => {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          onResume?.();
        },
        () => {
          if (!stopped) scheduleRetry();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
