/** What a database error may show in the log: nothing that holds a query's values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];
/** Values an error can carry that a log must never hold (argon2 hashes, emails, codes). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'queryOptions']);
const MAX_CAUSES = 4;

/**
 * pino's `err` serializer. Drizzle's wrapped errors carry the failed query's parameters in
 * `params` and again in their message (and so in their stack), and the drivers' errors add them
 * too (PGlite's `params`, a unique violation's `detail` with the key's value): a database error is
 * logged by its SQLSTATE code, message, constraint and table, never by the values it was given.
 */
export function serializeError(error: Error): SerializedError {
  return safeError(error, 0) as SerializedError;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function safeError(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const query = queryOf(error);
  if (query === undefined && !isDatabaseError(error)) {
    // pino's own serializer would append every cause's message and stack to this one's.
    const serialized: Record<string, unknown> = {
      type: error.constructor.name,
      message: error.message,
      stack: error.stack ?? '',
    };
    for (const [key, value] of Object.entries(error)) {
      if (key === 'cause' || VALUE_FIELDS.has(key)) continue;
      serialized[key] = value instanceof Error ? nextCause(value, depth) : value;
    }
    if (error instanceof AggregateError) {
      serialized.aggregateErrors = (error.errors as unknown[]).map((e) => nextCause(e, depth));
    }
    if (error.cause !== undefined) serialized.cause = nextCause(error.cause, depth);
    return serialized;
  }
  // Drizzle's message is the query and then its parameters; a driver's own message is kept.
  const message =
    query !== undefined && error.message.startsWith('Failed query:')
      ? `Failed query: ${query}`
      : error.message;
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...stackFrames(error)].join('\n'),
  };
  for (const key of DATABASE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') serialized[key] = value;
  }
  if (error.cause !== undefined) serialized.cause = nextCause(error.cause, depth);
  return serialized;
}

function nextCause(cause: unknown, depth: number): unknown {
  return depth + 1 < MAX_CAUSES ? safeError(cause, depth + 1) : undefined;
}

/** Drizzle's DrizzleQueryError: the statement (with $n placeholders) beside its `params`. */
function queryOf(error: Error): string | undefined {
  const { query, params } = error as { query?: unknown; params?: unknown };
  return typeof query === 'string' && params !== undefined ? query : undefined;
}

/** A driver's error (pg's or PGlite's): a SQLSTATE code, and maybe the query's values beside it. */
function isDatabaseError(error: Error): boolean {
  const { code, params } = error as { code?: unknown; params?: unknown };
  return params !== undefined || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
}

/** The stack's frames without its first lines, which repeat the message. */
function stackFrames(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}
