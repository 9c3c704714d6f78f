import { describe, expect, it } from 'vitest';
import { amountsOf, priceOfFigures } from './amounts';

describe('priceOfFigures and amountsOf', () => {
  it('prices a session from text figures, rounding half-up', () => {
    // 10.03 × 1.5 = 15.045 → 15.05; × 5 % = 0.7525 → 0.75; × 10 % = 1.505 → 1.51
    const amounts = amountsOf(
      priceOfFigures({
        courtFee: '10.03',
        taxPercent: '5.00',
        cardFeePercent: '10.00',
        durationMinutes: 90,
        weekly: false,
      }),
    );
    expect(amounts).toEqual({
      fee: '15.05',
      tax: '0.75',
      cc_fees: '1.51',
      total_price: '15.05',
      full_tax: '0.75',
      full_cc_fees: '1.51',
      on_amount: '17.31',
      summary: '17.31',
    });
  });

  it('multiplies the rounded session figures by four weekly sessions', () => {
    const amounts = amountsOf(
      priceOfFigures({
        courtFee: '33.33',
        taxPercent: '8.25',
        cardFeePercent: '2.9',
        durationMinutes: 90,
        weekly: true,
      }),
    );
    expect(amounts).toMatchObject({
      fee: '50.00',
      tax: '4.13',
      total_price: '200.00',
      full_tax: '16.52',
      full_cc_fees: '5.80',
      on_amount: '222.32',
    });
  });

  it('refuses figures that are not amounts', () => {
    expect(() =>
      priceOfFigures({
        courtFee: 'ten',
        taxPercent: '0',
        cardFeePercent: '0',
        durationMinutes: 60,
        weekly: false,
      }),
    ).toThrow(RangeError);
  });
});
