/** SQLSTATE codes the app reacts to. */
export const PgErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
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
