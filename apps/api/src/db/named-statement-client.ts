import { createHash } from 'node:crypto';
import pg from 'pg';

/** Names already worked out, by statement text (the texts are the app's own: a bounded set). */
const names = new Map<string, string>();
const MAX_REMEMBERED = 5_000;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (names.size < MAX_REMEMBERED) names.set(text, name);
  }
  return name;
}

const isParameterised = (config: unknown, values: unknown): config is pg.QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  'text' in config &&
  !('name' in config && config.name) &&
  Array.isArray(values) &&
  values.length > 0;

/**
 * The pool's connection (given to `pg.Pool` as its `Client`): each statement with parameters is
 * sent with the driver's own `name`, taken from its text, so the connection parses and plans it
 * once and reuses that (PostgreSQL replans when a table it reads changes). Planning a list's page
 * and count cost more than running them; named, the lists answer 1.3–2.6 times as many requests
 * (docs/performance.md, "Named statements"). Only statements with parameters are named, never
 * DDL; the values stay parameters, so nothing about one caller's query is kept for another's.
 */
export class NamedStatementClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const named = isParameterised(config, values)
      ? { ...config, name: statementName(config.text) }
      : config;
    return (super.query as (...args: unknown[]) => never)(named, values, callback);
  }
}
