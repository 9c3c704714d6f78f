import type { Database } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@courtbook/shared';
import { oneTimeCodeEmail, passwordChangedEmail } from '../../lib/email/messages';
import { AppError } from '../../lib/errors';
import { codeMatches, generateCode, hashCode } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/passwords';
import { AuthMessages } from './auth.messages';
import type { AuthRepository } from './auth.repository';
import type { LinkMailing } from './link-mailing';
import type { OneTimeCodesRepository } from './one-time-codes.repository';

export interface PasswordResetServiceOptions extends LinkMailing {
  db: Database;
  accounts: AuthRepository;
  codes: OneTimeCodesRepository;
  /** Keys the codes' HMAC. */
  secret: string;
  now?: () => Date;
}

export interface ResetPasswordOptions {
  email: string;
  newPassword: string;
  /** The token `verifyCode` gave the client that verified the code (our pages: a cookie). */
  resetToken: string | undefined;
}

export interface VerifiedCode {
  /** Lets this client, and no other, set the new password once. */
  resetToken: string;
  expiresAt: Date;
}

const VALID_MS = OTP_VALID_MINUTES * 60_000;
const RESEND_MS = OTP_RESEND_SECONDS * 1_000;

/**
 * Password recovery by a 6-digit code (DESIGN.md section 7): 10 minutes, 5 tries, a new code no
 * sooner than 59 s after the last, and a verified code is good for one reset, by the client that
 * verified it. Only the newest code of an account counts. Nothing tells a caller whether an email
 * has an account: not the status, nor the message, nor the time taken (the account is looked up,
 * and the code made and sent, after the answer).
 */
export function createPasswordResetService(options: PasswordResetServiceOptions) {
  const { db, accounts, codes, mailer, runLater, secret, appUrl, now = () => new Date() } = options;

  return {
    /** Emails a new code (send and resend alike); 429 with the seconds left inside 59 s. */
    async sendCode(email: string): Promise<void> {
      const sentAt = now();
      const emailHash = hashCode(`code-request:${email.toLowerCase()}`, secret);
      const lastSent = await codes.claimCodeRequest(emailHash, sentAt, RESEND_MS);
      if (lastSent) {
        const waitMs = lastSent.getTime() + RESEND_MS - sentAt.getTime();
        throw AppError.tooManyRequests(
          AuthMessages.waitForCode(Math.max(1, Math.ceil(waitMs / 1_000))),
        );
      }
      runLater('send reset code', async () => {
        const user = await accounts.findActiveByEmail(email);
        if (!user) return;
        const code = generateCode();
        const message = oneTimeCodeEmail({ to: user.email, firstName: user.firstName, code });
        await db.transaction(async (tx) => {
          await codes.insert(tx, {
            userId: user.id,
            codeHash: hashCode(code, secret),
            sentAt,
            expiresAt: new Date(sentAt.getTime() + VALID_MS),
          });
          await mailer.send(message, { db: tx });
        });
      });
    },

    /**
     * Checks a code, spending one of its tries; the fifth wrong try voids it. A right code gives a
     * new reset token (any earlier one stops working).
     */
    async verifyCode(email: string, code: string): Promise<VerifiedCode> {
      const user = await accounts.findActiveByEmail(email);
      const latest = user && (await codes.latest(user.id));
      if (!latest) throw AppError.badRequest(AuthMessages.codeIncorrect);
      if (latest.consumedAt || latest.expiresAt <= now())
        throw AppError.badRequest(AuthMessages.codeExpired);

      const tries = await codes.takeAttempt(latest.id, OTP_MAX_ATTEMPTS);
      if (tries === null) throw AppError.badRequest(AuthMessages.codeAttemptsUsed);
      if (codeMatches(code, latest.codeHash, secret)) {
        const resetToken = randomBytes(32).toString('base64url');
        await codes.markVerified(latest.id, now(), hashCode(resetToken, secret));
        return { resetToken, expiresAt: latest.expiresAt };
      }
      throw AppError.badRequest(
        tries >= OTP_MAX_ATTEMPTS ? AuthMessages.codeAttemptsUsed : AuthMessages.codeIncorrect,
      );
    },

    /** Sets a new password with a verified code, revoking every token, and says so by email. */
    async resetPassword({ email, newPassword, resetToken }: ResetPasswordOptions): Promise<void> {
      const user = await accounts.findActiveByEmail(email);
      const latest = user && (await codes.latest(user.id));
      const usable =
        latest?.verifiedAt &&
        latest.resetTokenHash &&
        !latest.consumedAt &&
        latest.expiresAt > now() &&
        resetToken !== undefined &&
        codeMatches(resetToken, latest.resetTokenHash, secret);
      if (!user || !latest?.resetTokenHash || !usable)
        throw AppError.badRequest(AuthMessages.verifyCodeFirst);

      const passwordHash = await hashPassword(newPassword);
      const changedMessage = passwordChangedEmail({
        to: user.email,
        firstName: user.firstName,
        appUrl: appUrl(),
      });
      const { id: codeId, resetTokenHash } = latest;
      const reset = await db.transaction(async (tx) => {
        const done = await codes.resetPassword(tx, {
          codeId,
          userId: user.id,
          resetTokenHash,
          passwordHash,
          now: now(),
        });
        if (done) await mailer.send(changedMessage, { db: tx });
        return done;
      });
      if (!reset) throw AppError.badRequest(AuthMessages.verifyCodeFirst);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
