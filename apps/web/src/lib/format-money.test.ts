import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows decimal text with a dollar sign, 2 decimals and thousands separators', () => {
    expect(formatMoney('57.2')).toBe('$57.20');
    expect(formatMoney('133.20')).toBe('$133.20');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('1234.05')).toBe('$1,234.05');
  });

  it('takes a figure summed in the browser, rounded to the cent', () => {
    expect(formatMoney(133.2)).toBe('$133.20');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it("uses the location's currency, and dollars for a code Intl does not know", () => {
    expect(formatMoney('45.5', 'EUR')).toBe('€45.50');
    expect(formatMoney('45.5', 'not a currency')).toBe('$45.50');
  });

  it('shows anything that is not an amount as it came', () => {
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('')).toBe('');
  });
});
