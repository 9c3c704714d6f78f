import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp, type App } from './app';
import { runCluster } from './cluster-primary';
import { EnvError, listeningUrl, loadEnv, type Env } from './config/env';
import { loadOrCreateJwtSecret } from './config/jwt-secret';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { DataDirError, makeDataDirPrivate, PRIVATE_UMASK } from './lib/private-data-dir';
import { repoRoot } from './paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';

function readEnv(): Env {
  const dotEnv = path.join(repoRoot, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  try {
    const env = loadEnv();
    return env.JWT_SECRET ? env : { ...env, jwtSecret: loadOrCreateJwtSecret(env.dataDir) };
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Demo data (accounts with a published password) goes into any database when SEED_DEMO=1, and
 * by default only into a new embedded database outside production.
 */
const wantsDemoData = (env: Env, database: DatabaseHandle) =>
  env.SEED_DEMO ?? (database.kind === 'pglite' && env.NODE_ENV !== 'production');

async function seedIfWanted(env: Env, database: DatabaseHandle): Promise<boolean> {
  if (!wantsDemoData(env, database) || !(await isDatabaseEmpty(database.db))) return false;
  await seedDemo({ db: database.db, uploadsDir: path.join(env.dataDir, 'uploads') });
  return true;
}

/** Without APP_URL, links point at the port the server really got (PORT=0 picks one). */
function listeningOn(env: Env, port: number) {
  if (!env.appUrlGiven) env.APP_URL = listeningUrl(env.HOST, port);
}

function printWelcome(env: Env, address: string, seeded: boolean, database: DatabaseHandle) {
  const lines = [
    '',
    // The address email links start with, so what the banner says and what emails say agree.
    `  Arise Court is running at ${env.APP_URL}`,
    `  API docs: ${address}/api/docs   Database: ${database.kind === 'pglite' ? `embedded (${env.dataDir})` : 'PostgreSQL'}`,
    env.paymentProvider === 'local'
      ? '  Payments: local test provider (test payments only; card 4242 4242 4242 4242 pays)'
      : '  Payments: Stripe',
  ];
  if (seeded || wantsDemoData(env, database)) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.label.padEnd(15)} ${account.email}`);
  }
  console.info(`${lines.join('\n')}\n`);
}

async function openPreparedDatabase(env: Env, prepare: boolean) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  if (!prepare) return { database, seeded: false };
  await database.migrate();
  const seeded = await seedIfWanted(env, database);
  // The embedded engine writes its files 0666, and copied demo logos keep their source's mode.
  await makeDataDirPrivate(env.dataDir);
  return { database, seeded };
}

/**
 * DATA_DIR holds the embedded database, the JWT secret and uploaded images: nobody but the
 * server's user may read them. A folder left open (by an older version, or by hand) is closed
 * and the operator warned, rather than refused: the server owns these files and can fix them
 * itself (decision 0040). One it cannot change (another user's) stops the start.
 */
async function secureDataDir(env: Env) {
  const opened = await makeDataDirPrivate(env.dataDir);
  if (opened.length > 0) {
    pino({ level: env.LOG_LEVEL }).warn(
      { dataDir: env.dataDir, entries: opened.length, examples: opened.slice(0, 5) },
      'DATA_DIR was open to other users: made it private (folders 0700, files 0600)',
    );
  }
}

const GRACE_MS = 10_000;

/**
 * SIGTERM and SIGINT close the app gracefully. A lost database connection that escapes as an
 * uncaught error must not end the process: requests answer 503 until the database is back, and
 * the pool reconnects. Any other uncaught error closes the app and exits with 1.
 */
function closeOnSignalOrFatalError(app: App) {
  const closer = closeWithGrace(
    { delay: GRACE_MS, skip: ['uncaughtException', 'unhandledRejection'] },
    async ({ signal }) => {
      app.log.info({ signal }, 'closing');
      await app.close();
    },
  );
  const onUncaught = (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      app.log.error({ err }, 'database connection lost; serving 503 until it is back');
      return;
    }
    app.log.error({ err }, 'closing after an unexpected error');
    closer.uninstall();
    setTimeout(() => process.exit(1), GRACE_MS).unref();
    void app.close().finally(() => process.exit(1));
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
}

/** One API process: the whole app on its own port, or as a cluster worker on the shared one. */
async function runApi(env: Env, options: { prepare: boolean; welcome: boolean }) {
  const { database, seeded } = await openPreparedDatabase(env, options.prepare);
  const app = await buildApp({ env, database });
  closeOnSignalOrFatalError(app);

  await app.listen({ host: env.HOST, port: env.PORT });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  listeningOn(env, port);
  if (options.welcome) {
    printWelcome(env, `http://localhost:${port}`, seeded, database);
  }
}

/** Several API processes on one port: the primary migrates and seeds once, then starts them. */
async function runPrimary(env: Env) {
  const { database, seeded } = await openPreparedDatabase(env, true);
  await database.close();
  const log = pino({ level: env.LOG_LEVEL });
  runCluster({
    processes: env.API_PROCESSES,
    log,
    onListening: (port) => {
      log.info({ processes: env.API_PROCESSES, port }, 'API workers listening');
      listeningOn(env, port);
      printWelcome(env, `http://localhost:${port}`, seeded, database);
    },
  });
}

async function main() {
  // Before anything is written: what this process creates is for its own user only.
  process.umask(PRIVATE_UMASK);
  const env = readEnv();
  if (cluster.isPrimary) await secureDataDir(env);
  if (env.API_PROCESSES > 1 && cluster.isPrimary) return runPrimary(env);
  await runApi(env, { prepare: cluster.isPrimary, welcome: cluster.isPrimary });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Arise Court could not start:', error);
  process.exit(1);
});
