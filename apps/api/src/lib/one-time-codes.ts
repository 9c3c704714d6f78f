import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@courtbook/shared';

/** A fresh six-digit code, leading zeros kept, from the operating system's random source. */
export const generateCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** What is stored instead of the code: an HMAC-SHA256 keyed by the server secret, as hex. */
export const hashCode = (code: string, secret: string): string =>
  createHmac('sha256', secret).update(code).digest('hex');

/** Compares a typed code with a stored hash in constant time. */
export function codeMatches(code: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashCode(code, secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
