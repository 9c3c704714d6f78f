import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths';
import type { Database, DatabaseKind, Schema } from './client';

export async function migrateDatabase(db: Database, kind: DatabaseKind): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(db as unknown as NodePgDatabase<Schema>, config);
  }
}
