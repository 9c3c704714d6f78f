import { describe, expect, it } from 'vitest';
import { keepingCountry } from './phone-input';

describe('keepingCountry', () => {
  it('reads digits typed into an emptied field as a number of the country shown', () => {
    // "+1" cleared to nothing, or to the library's lone "+", then "2" typed: not Egypt (+20).
    expect(keepingCountry('2', '', '1')).toBe('+12');
    expect(keepingCountry('+2', '+', '1')).toBe('+12');
    expect(keepingCountry('+20', '+', '1')).toBe('+120');
    // Digits that start with the dial code already are the whole number.
    expect(keepingCountry('12025550147', '', '1')).toBe('+12025550147');
  });

  it('leaves a number typed over a number to the library', () => {
    expect(keepingCountry('447911123456', '+1 (215) 555-0147', '1')).toBe('447911123456');
  });

  it('lets a typed "+" choose another dial code', () => {
    expect(keepingCountry('++44', '+', '1')).toBe('+44');
    expect(keepingCountry('+44 (215) 555-0147', '+1 (215) 555-0147', '1')).toBe(
      '+44 (215) 555-0147',
    );
    expect(keepingCountry('+1 (215) 555-01478', '+1 (215) 555-0147', '1')).toBe(
      '+1 (215) 555-01478',
    );
  });

  it('leaves an emptied field empty', () => {
    expect(keepingCountry('', '+1', '1')).toBe('');
    expect(keepingCountry('+', '+1', '1')).toBe('+');
  });
});
