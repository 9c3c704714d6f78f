import { describe, expect, it } from 'vitest';
import { toE164 } from './forms';

describe('toE164', () => {
  it('puts a plus before the digits, and leaves nothing as nothing', () => {
    expect(toE164('17025550123')).toBe('+17025550123');
    expect(toE164('+1 (702) 555-0123')).toBe('+17025550123');
    expect(toE164('')).toBe('');
  });
});
