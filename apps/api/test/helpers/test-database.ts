import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import {
  createMemoryPglite,
  openPostgres,
  wrapPglite,
  type DatabaseHandle,
} from '../../src/db/client';
import { databaseUrlFor, uniqueDatabaseName } from './postgres-databases';

/**
 * A fresh, migrated database for one test file: an in-memory copy of the PGlite template, or a new
 * PostgreSQL database cloned from the migrated template (with `poolSize` connections, 5 unless
 * a test needs more at once). Closing it drops what it created.
 */
export async function createTestDatabase(
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const template = new Blob([await readFile(target.templateFile)]);
    return wrapPglite(await createMemoryPglite(template));
  }

  const name = uniqueDatabaseName();
  const admin = openPostgres(target.adminUrl, 1);
  try {
    await createFromTemplate(admin, name, target.template);
  } finally {
    await admin.close();
  }
  const handle = openPostgres(databaseUrlFor(target.adminUrl, name), options.poolSize ?? 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = openPostgres(target.adminUrl, 1);
      await cleaner.db.execute(`drop database if exists "${name}" with (force)`);
      await cleaner.close();
    },
  };
}

/** PostgreSQL refuses a template copy while another copy is starting from it; retry briefly. */
async function createFromTemplate(admin: DatabaseHandle, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.db.execute(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
