import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@courtbook/shared';
import { oneTimeCodeEmail, passwordChangedEmail } from '../../lib/email/messages';
import type { Mailer } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { codeMatches, generateCode, hashCode } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/passwords';
import { AuthMessages as M } from './auth.messages';
import type { AuthRepository } from './auth.repository';
import type { OneTimeCodesRepository } from './one-time-codes.repository';

export interface PasswordResetServiceOptions {
  accounts: AuthRepository;
  codes: OneTimeCodesRepository;
  mailer: Mailer;
  /** Keys the codes' HMAC. */
  secret: string;
  appUrl: string;
  now?: () => Date;
}

export interface ResetPasswordOptions {
  email: string;
  newPassword: string;
}

const VALID_MS = OTP_VALID_MINUTES * 60_000;
const RESEND_MS = OTP_RESEND_SECONDS * 1_000;

/**
 * Password recovery by a 6-digit code (DESIGN.md section 7): 10 minutes, 5 tries, a new code no
 * sooner than 59 s after the last, and a verified code is good for one reset. Only the newest code
 * of an account counts. Nothing tells a caller whether an email has an account.
 */
export function createPasswordResetService(options: PasswordResetServiceOptions) {
  const { accounts, codes, mailer, secret, appUrl, now = () => new Date() } = options;

  return {
    /** Emails a new code (send and resend alike); 429 with the seconds left inside 59 s. */
    async sendCode(email: string): Promise<void> {
      const user = await accounts.findActiveByEmail(email);
      if (!user) return;
      const sentAt = now();
      const latest = await codes.latest(user.id);
      if (latest) {
        const waitMs = latest.sentAt.getTime() + RESEND_MS - sentAt.getTime();
        if (waitMs > 0) throw AppError.tooManyRequests(M.waitForCode(Math.ceil(waitMs / 1_000)));
      }
      const code = generateCode();
      await codes.insert({
        userId: user.id,
        codeHash: hashCode(code, secret),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + VALID_MS),
      });
      await mailer.send(oneTimeCodeEmail({ to: user.email, firstName: user.firstName, code }));
    },

    /** Checks a code, spending one of its tries; the fifth wrong try voids it. */
    async verifyCode(email: string, code: string): Promise<void> {
      const user = await accounts.findActiveByEmail(email);
      const latest = user && (await codes.latest(user.id));
      if (!latest) throw AppError.badRequest(M.codeIncorrect);
      if (latest.consumedAt || latest.expiresAt <= now()) throw AppError.badRequest(M.codeExpired);

      const tries = await codes.takeAttempt(latest.id, OTP_MAX_ATTEMPTS);
      if (tries === null) throw AppError.badRequest(M.codeAttemptsUsed);
      if (codeMatches(code, latest.codeHash, secret)) {
        await codes.markVerified(latest.id, now());
        return;
      }
      throw AppError.badRequest(tries >= OTP_MAX_ATTEMPTS ? M.codeAttemptsUsed : M.codeIncorrect);
    },

    /** Sets a new password with a verified code, revoking every token, and says so by email. */
    async resetPassword({ email, newPassword }: ResetPasswordOptions): Promise<void> {
      const user = await accounts.findActiveByEmail(email);
      const latest = user && (await codes.latest(user.id));
      const usable = latest && latest.verifiedAt && !latest.consumedAt && latest.expiresAt > now();
      if (!user || !latest || !usable) throw AppError.badRequest(M.verifyCodeFirst);

      const passwordHash = await hashPassword(newPassword);
      const reset = await codes.resetPassword({
        codeId: latest.id,
        userId: user.id,
        passwordHash,
        now: now(),
      });
      if (!reset) throw AppError.badRequest(M.verifyCodeFirst);
      await mailer.send(
        passwordChangedEmail({ to: user.email, firstName: user.firstName, appUrl }),
      );
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
