import { EMAIL_VERIFICATION_HOURS, type Registration } from '@courtbook/shared';
import { verificationEmail, verificationLink } from '../../lib/email/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { checkedAccountFields, newPlayerRow, refuseLostAccountRace } from '../../lib/new-account';
import { AuthMessages } from './auth.messages';
import type { AuthRepository, VerifiedAccount } from './auth.repository';
import type { LinkMailing } from './link-mailing';

export interface RegistrationServiceOptions extends LinkMailing {
  db: Database;
  repository: AuthRepository;
  now?: () => Date;
}

const VERIFICATION_MS = EMAIL_VERIFICATION_HOURS * 60 * 60 * 1000;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Player sign-up and email verification. */
export function createRegistrationService(options: RegistrationServiceOptions) {
  const { db, repository, mailer, runLater, appUrl, now = () => new Date() } = options;
  const linkExpiry = () => new Date(now().getTime() + VERIFICATION_MS);

  const verificationMessage = (user: { email: string; firstName: string }, token: string) =>
    verificationEmail({
      to: user.email,
      firstName: user.firstName,
      link: verificationLink(appUrl(), token),
    });

  return {
    /** Creates an unverified player (user_type 2) at an active location and emails the link. */
    async register(input: Registration): Promise<{ id: number; email: string }> {
      const checked = await checkedAccountFields(
        input,
        {
          emailTaken: (email) => repository.emailTaken(email),
          locationAllowed: () => repository.isActiveLocation(input.location_id),
        },
        { emailTaken: AuthMessages.emailTaken, locationInvalid: AuthMessages.invalidLocation },
      );
      const player = await newPlayerRow(input, checked);
      // The account, its link's token and the email with the link commit together.
      const user = await db
        .transaction(async (tx) => {
          const created = await repository.createPlayer(tx, player, linkExpiry());
          await mailer.send(verificationMessage(player, created.token), { db: tx });
          return created;
        })
        .catch(
          refuseLostAccountRace({
            emailTaken: AuthMessages.emailTaken,
            locationInvalid: AuthMessages.invalidLocation,
          }),
        );
      return { id: user.id, email: user.email };
    },

    /**
     * Spends a link's token. A link of an account already verified says so; any other unknown,
     * used, expired or malformed one gets the same answer, which names no account.
     */
    async verifyEmail(token: string): Promise<VerifiedAccount> {
      const verified = GUID.test(token)
        ? await db.transaction((tx) => repository.useVerificationToken(tx, token, now()))
        : null;
      if (!verified) throw AppError.badRequest(AuthMessages.verificationLinkInvalid);
      return verified;
    },

    /**
     * Sends a new link to an unverified account; says nothing about whether the email exists (the
     * account is looked up after the answer, so the time taken does not tell either).
     */
    resendVerification(email: string): void {
      runLater('resend verification link', async () => {
        const user = await repository.findActiveByEmail(email);
        if (!user || user.isVerified) return;
        await db.transaction(async (tx) => {
          const token = await repository.createVerificationToken(tx, user.id, linkExpiry());
          await mailer.send(verificationMessage(user, token), { db: tx });
        });
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
