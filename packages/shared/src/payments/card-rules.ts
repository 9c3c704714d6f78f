import { PaymentMessages } from './messages';
import { LOCAL_TEST_CARDS } from './schemas';

/** The local test card processor's rules, one copy for the card form and the API. */

const compact = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardNumberProblem(cardNumber: string): string | undefined {
  const number = compact(cardNumber);
  if (number.length === 0) return PaymentMessages.cardNumberIncomplete;
  if (!/^\d+$/.test(number) || number.length > 19) return PaymentMessages.cardNumberInvalid;
  if (number.length < 13) return PaymentMessages.cardNumberIncomplete;
  return passesLuhn(number) ? undefined : PaymentMessages.cardNumberInvalid;
}

/** "MM/YY": a card is good through the last day of its expiry month (counted in UTC). */
export function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return PaymentMessages.expiryIncomplete;
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? PaymentMessages.expiryPast : undefined;
}

export const cvcProblem = (cvc: string): string | undefined =>
  /^\d{3,4}$/.test(cvc.trim()) ? undefined : PaymentMessages.cvcIncomplete;

export interface CardInput {
  card_number: string;
  expiry: string;
  cvc: string;
}

/** The card's first problem, worded as Stripe words it, or undefined. */
export const cardProblem = (card: CardInput, now: Date): string | undefined =>
  cardNumberProblem(card.card_number) ?? expiryProblem(card.expiry, now) ?? cvcProblem(card.cvc);

/** What the test processor does with a well-formed card: any other valid number succeeds. */
export function cardDecline(cardNumber: string): string | undefined {
  const number = compact(cardNumber);
  if (number === LOCAL_TEST_CARDS.declined) return PaymentMessages.cardDeclined;
  if (number === LOCAL_TEST_CARDS.insufficientFunds) return PaymentMessages.insufficientFunds;
  return undefined;
}
