import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './one-time-codes';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('one-time codes', () => {
  it('are six digits, leading zeros included', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('are stored as a keyed hash, never as the digits', () => {
    const hash = hashCode('012345', SECRET);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(hashCode('012345', `${SECRET}x`)).not.toBe(hash);
  });

  it('match only the code they were made from', () => {
    const hash = hashCode('654321', SECRET);
    expect(codeMatches('654321', hash, SECRET)).toBe(true);
    expect(codeMatches('654322', hash, SECRET)).toBe(false);
    expect(codeMatches('654321', 'not-hex', SECRET)).toBe(false);
  });
});
