import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS, PaymentMessages, passesLuhn } from '@courtbook/shared';
import { cardFormSchema, formatCardNumber, formatCvc, formatExpiry } from './card-fields';

const june2026 = () => new Date(Date.UTC(2026, 5, 15));
const problems = (card: { card_number: string; expiry: string; cvc: string }) => {
  const result = cardFormSchema(june2026).safeParse(card);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
};
const good = { card_number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' };

describe('card number', () => {
  it('groups digits by 4 and drops anything else, up to 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('passes Luhn for the test cards and not for a typo', () => {
    for (const number of Object.values(LOCAL_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('says incomplete when short and invalid when the checksum fails', () => {
    expect(problems({ ...good, card_number: '4242 4242' })).toEqual({
      card_number: PaymentMessages.cardNumberIncomplete,
    });
    expect(problems({ ...good, card_number: '' })).toEqual({
      card_number: PaymentMessages.cardNumberIncomplete,
    });
    expect(problems({ ...good, card_number: '4242 4242 4242 4241' })).toEqual({
      card_number: PaymentMessages.cardNumberInvalid,
    });
  });
});

describe('expiry', () => {
  it('adds the slash after the month and lets it be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/', true)).toBe('12/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('accepts this month and later, refuses past months and bad shapes', () => {
    expect(problems(good)).toEqual({});
    expect(problems({ ...good, expiry: '01/30' })).toEqual({});
    expect(problems({ ...good, expiry: '05/26' })).toEqual({ expiry: PaymentMessages.expiryPast });
    expect(problems({ ...good, expiry: '12/25' })).toEqual({ expiry: PaymentMessages.expiryPast });
    for (const expiry of ['', '13/26', '00/27', '12/2']) {
      expect(problems({ ...good, expiry })).toEqual({ expiry: PaymentMessages.expiryIncomplete });
    }
  });
});

describe('cvc', () => {
  it('keeps 3 or 4 digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
    expect(problems({ ...good, cvc: '1234' })).toEqual({});
    expect(problems({ ...good, cvc: '12' })).toEqual({ cvc: PaymentMessages.cvcIncomplete });
  });
});
