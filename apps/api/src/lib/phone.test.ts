import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('writes a national number in E.164 for its country', () => {
    expect(normalisePhone('(215) 555-0100', 'US')).toBe('+12155550100');
    expect(normalisePhone('020 7946 0018', 'GB')).toBe('+442079460018');
  });

  it('reads an international number whatever the country', () => {
    expect(normalisePhone('+44 20 7946 0018', 'US')).toBe('+442079460018');
    expect(normalisePhone('+1 215 555 0100', 'ZZ')).toBe('+12155550100');
  });

  it('refuses numbers that cannot exist', () => {
    expect(normalisePhone('1234567', 'US')).toBeNull();
    expect(normalisePhone('215 555 0100', 'ZZ')).toBeNull();
    expect(normalisePhone('not a phone', 'US')).toBeNull();
  });
});
