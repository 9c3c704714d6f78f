import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from './client';

/** SQLSTATE codes the app reacts to. */
export const PgErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  /** PostgreSQL 17 (the embedded database) reports an ON DELETE RESTRICT reference so. */
  RestrictViolation: '23001',
  CheckViolation: '23514',
  ExclusionViolation: '23P01',
  DeadlockDetected: '40P01',
} as const;

/** Drizzle wraps driver errors; the SQLSTATE is on the error or on its cause. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The overlap constraint refused the write (or two writers deadlocked over the same slot). */
export const isCourtTaken = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === PgErrorCode.ExclusionViolation || code === PgErrorCode.DeadlockDetected;
};

/** A transaction the code rolled back on purpose (`tx.rollback()`). */
export const isRolledBack = (error: unknown) => error instanceof TransactionRollbackError;

/**
 * Runs a delete in one transaction, with a foreign key violation thrown as `instead()`: say, a
 * booking made between the check that nothing refers to a row and its delete.
 */
export async function deleteUnlessReferenced<T>(
  db: Database,
  remove: (tx: Database) => Promise<T>,
  instead: () => Error,
): Promise<T> {
  try {
    return await db.transaction(remove);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PgErrorCode.ForeignKeyViolation || code === PgErrorCode.RestrictViolation) {
      throw instead();
    }
    throw error;
  }
}

export function pgConstraintName(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (
      typeof current === 'object' &&
      'constraint' in current &&
      typeof current.constraint === 'string'
    ) {
      return current.constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  // A transaction's rollback on a connection that died mid-transaction.
  'Client was closed and is not queryable',
];

/**
 * True when a query failed because the database could not be reached (down, restarting, network
 * gone): SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), a
 * refused or reset socket, or the pool's own connection errors. Such failures answer 503, and the
 * pool reconnects on the next request once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object') {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') {
        if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
        if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') {
          return true;
        }
      }
      const message = (current as { message?: unknown }).message;
      if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
        return true;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
