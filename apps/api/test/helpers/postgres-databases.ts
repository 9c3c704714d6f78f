import { randomBytes } from 'node:crypto';

/** The server the PostgreSQL test run uses; each test file gets a database of its own on it. */
export function adminConnectionString(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return url;
}

export const templateDatabaseName = () => `courtbook_template_${process.pid}`;

export const uniqueDatabaseName = () => `courtbook_test_${randomBytes(6).toString('hex')}`;

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
