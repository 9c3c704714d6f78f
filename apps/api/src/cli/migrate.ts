import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';

/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await database.migrate();
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
