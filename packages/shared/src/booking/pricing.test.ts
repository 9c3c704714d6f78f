import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatDollars, priceBooking } from './pricing';

describe('priceBooking', () => {
  it('prices one session: fee × hours, tax and card fee on the fee', () => {
    expect(
      priceBooking({
        hourlyFeeCents: 4000,
        durationMinutes: 90,
        taxBasisPoints: 800,
        cardFeeBasisPoints: 300,
        sessions: 1,
      }),
    ).toEqual({
      sessionFeeCents: 6000,
      sessionTaxCents: 480,
      sessionCardFeeCents: 180,
      totalPriceCents: 6000,
      fullTaxCents: 480,
      fullCardFeeCents: 180,
      onAmountCents: 6660,
    });
  });

  it('multiplies by four for the weekly option, rounding each session first', () => {
    const price = priceBooking({
      hourlyFeeCents: 3333,
      durationMinutes: 60,
      taxBasisPoints: 825,
      cardFeeBasisPoints: 290,
      sessions: 4,
    });
    // 3333 × 8.25% = 274.97 → 275; 3333 × 2.9% = 96.66 → 97
    expect(price.sessionTaxCents).toBe(275);
    expect(price.sessionCardFeeCents).toBe(97);
    expect(price.totalPriceCents).toBe(13_332);
    expect(price.fullTaxCents).toBe(1100);
    expect(price.fullCardFeeCents).toBe(388);
    expect(price.onAmountCents).toBe(13_332 + 1100 + 388);
  });

  it('rounds half up to the cent', () => {
    // 1000 × 0.05% = 0.5 cent → 1
    const price = priceBooking({
      hourlyFeeCents: 1000,
      durationMinutes: 60,
      taxBasisPoints: 5,
      cardFeeBasisPoints: 4,
      sessions: 1,
    });
    expect(price.sessionTaxCents).toBe(1);
    expect(price.sessionCardFeeCents).toBe(0);
    // 2525 × 1.5 h = 3787.5 → 3788
    expect(
      priceBooking({
        hourlyFeeCents: 2525,
        durationMinutes: 90,
        taxBasisPoints: 0,
        cardFeeBasisPoints: 0,
        sessions: 1,
      }).sessionFeeCents,
    ).toBe(3788);
  });
});

describe('money formats', () => {
  it('writes cents as decimal strings and dollars', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(formatDollars(6660)).toBe('$66.60');
  });
  it('reads decimals with at most two places', () => {
    expect(decimalToCents('40')).toBe(4000);
    expect(decimalToCents('40.5')).toBe(4050);
    expect(decimalToCents(12.34)).toBe(1234);
    expect(decimalToCents('1.234')).toBeUndefined();
    expect(decimalToCents('-1')).toBeUndefined();
    expect(decimalToCents('abc')).toBeUndefined();
  });
});
