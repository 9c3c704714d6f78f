import { z } from 'zod';
import { cardNumberProblem, cvcProblem, expiryProblem } from '@courtbook/shared';

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
