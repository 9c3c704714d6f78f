import { PaymentMessages } from './messages';
import { describe, expect, it } from 'vitest';
import { cardDecline, cardProblem } from './card-rules';

const now = new Date('2026-11-22T05:00:00Z');
const card = (values: Partial<{ card_number: string; expiry: string; cvc: string }> = {}) => ({
  card_number: '4242 4242 4242 4242',
  expiry: '11/26',
  cvc: '123',
  ...values,
});

describe('the local test card rules', () => {
  it('accepts a card through the last day of its expiry month', () => {
    expect(cardProblem(card({ expiry: '11/26' }), now)).toBeUndefined();
    expect(cardProblem(card({ expiry: ' 1 / 27 ' }), now)).toBeUndefined();
    expect(cardProblem(card({ expiry: '10/26' }), now)).toBe(PaymentMessages.expiryPast);
    expect(cardProblem(card({ expiry: '00/30' }), now)).toBe(PaymentMessages.expiryIncomplete);
  });

  it('checks the number before the expiry and the expiry before the CVC', () => {
    expect(cardProblem(card({ card_number: '4242', expiry: '', cvc: '' }), now)).toBe(
      PaymentMessages.cardNumberIncomplete,
    );
    expect(cardProblem(card({ expiry: '', cvc: '' }), now)).toBe(PaymentMessages.expiryIncomplete);
    expect(cardProblem(card({ cvc: '12345' }), now)).toBe(PaymentMessages.cvcIncomplete);
    expect(cardProblem(card({ card_number: '4242 4242 4242 4242 4242' }), now)).toBe(
      PaymentMessages.cardNumberInvalid,
    );
  });

  it('declines the two failing test cards only', () => {
    expect(cardDecline('4000 0000 0000 0002')).toBe(PaymentMessages.cardDeclined);
    expect(cardDecline('4000000000009995')).toBe(PaymentMessages.insufficientFunds);
    expect(cardDecline('4242424242424242')).toBeUndefined();
  });
});
