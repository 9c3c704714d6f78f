import { z } from 'zod';
import { PaymentMessages } from '@courtbook/shared';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1" → "1", "12" → "12/", "1230" → "12/30"; while deleting, the slash is left alone. */
export function formatExpiry(value: string, deleting = false): string {
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length < 2) return digits;
  // While deleting, leave "12/" or "12" as typed, or the slash could never be removed.
  if (digits.length === 2) return deleting ? value.replace(/[^\d/]/g, '') : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export const formatCvc = (value: string): string => digitsOf(value).slice(0, 4);

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

function cardNumberProblem(value: string): string | undefined {
  const digits = digitsOf(value);
  // As the API's test processor (apps/api/src/lib/payments/test-cards.ts): 13 to 19 digits.
  if (digits.length < 13) return PaymentMessages.cardNumberIncomplete;
  return passesLuhn(digits) ? undefined : PaymentMessages.cardNumberInvalid;
}

/** A card is good through the last day of its expiry month (UTC, as the API counts it). */
function expiryProblem(value: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return PaymentMessages.expiryIncomplete;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? PaymentMessages.expiryPast : undefined;
}

const cvcProblem = (value: string): string | undefined =>
  /^\d{3,4}$/.test(value.trim()) ? undefined : PaymentMessages.cvcIncomplete;

/** The local card form, checked with the messages the API answers with. */
export const cardFormSchema = (now: () => Date = () => new Date()) =>
  z.object({
    card_number: z.string().superRefine((value, ctx) => {
      const message = cardNumberProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    expiry: z.string().superRefine((value, ctx) => {
      const message = expiryProblem(value, now());
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    cvc: z.string().superRefine((value, ctx) => {
      const message = cvcProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;
