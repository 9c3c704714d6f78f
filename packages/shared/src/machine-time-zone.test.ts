import { describe, expect, it } from 'vitest';

describe('the machine time zone of this run', () => {
  it('is the one the test project sets, so the rules are proven under it', () => {
    expect(process.env.TZ).toBeDefined();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });
});
