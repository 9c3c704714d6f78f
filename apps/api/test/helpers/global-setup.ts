import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMemoryPglite, openPostgres, wrapPglite } from '../../src/db/client';
import { adminConnectionString, databaseUrlFor, templateDatabaseName } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it, so the
 * ~5 s of creating and migrating a database is paid once (DESIGN.md section 10).
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this process: read it from the config.
  const kind = project.config.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const client = await createMemoryPglite();
    const handle = wrapPglite(client);
    await handle.migrate();
    const dump = await client.dumpDataDir('gzip');
    const templateFile = path.join(os.tmpdir(), `courtbook-template-${process.pid}.tar.gz`);
    await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('testDatabase', { kind, templateFile });
    return;
  }

  const adminUrl = adminConnectionString();
  const template = templateDatabaseName();
  const admin = openPostgres(adminUrl, 1);
  await admin.db.execute(`drop database if exists "${template}" with (force)`);
  await admin.db.execute(`create database "${template}"`);
  const handle = openPostgres(databaseUrlFor(adminUrl, template), 2);
  await handle.migrate();
  await handle.close();
  project.provide('testDatabase', { kind, adminUrl, template });

  return async () => {
    await admin.db.execute(`drop database if exists "${template}" with (force)`);
    await admin.close();
  };
}
