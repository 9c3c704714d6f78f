import { LOCAL_TEST_CARDS, PaymentMessages } from '@courtbook/shared';

export interface CardInput {
  card_number: string;
  expiry: string;
  cvc: string;
}

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The card form's checks, worded as Stripe words them: the first problem, or undefined. */
export function cardProblem(card: CardInput, now: Date): string | undefined {
  const number = card.card_number.replace(/\s+/g, '');
  if (number.length === 0) return PaymentMessages.cardNumberIncomplete;
  if (!/^\d+$/.test(number) || number.length > 19) return PaymentMessages.cardNumberInvalid;
  if (number.length < 13) return PaymentMessages.cardNumberIncomplete;
  if (!luhnValid(number)) return PaymentMessages.cardNumberInvalid;

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return PaymentMessages.expiryIncomplete;
  const year = 2000 + Number(expiry[2]);
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return PaymentMessages.expiryPast;

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return PaymentMessages.cvcIncomplete;
  return undefined;
}

/** What the test processor does with a well-formed card: any other valid number succeeds. */
export function cardDecline(cardNumber: string): string | undefined {
  const number = cardNumber.replace(/\s+/g, '');
  if (number === LOCAL_TEST_CARDS.declined) return PaymentMessages.cardDeclined;
  if (number === LOCAL_TEST_CARDS.insufficientFunds) return PaymentMessages.insufficientFunds;
  return undefined;
}
