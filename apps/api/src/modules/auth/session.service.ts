import { randomUUID } from 'node:crypto';
import { isStaff, type Login, type LoginResult } from '@courtbook/shared';
import { toAccount } from '../../lib/account';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { AuthMessages } from './auth.messages';
import type { AuthRepository } from './auth.repository';

export interface SessionServiceOptions {
  repository: AuthRepository;
  tokens: TokenService;
}

/** Login and logout. */
export function createSessionService({ repository, tokens }: SessionServiceOptions) {
  // Checked against when the email is unknown, so both failures take an argon2 verify's time.
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = (password: string) =>
    (dummyHash ??= hashPassword(randomUUID())).then((hash) => verifyPassword(hash, password));

  return {
    /**
     * Checks the credentials, then that the email is verified, then (players only) the location,
     * which becomes the player's current one. Answers the account with a fresh access token.
     */
    async login(input: Login): Promise<LoginResult> {
      const user = await repository.findActiveByEmail(input.email);
      if (!user) {
        await timingDecoy(input.password);
        throw AppError.unauthorized(AuthMessages.badCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw AppError.unauthorized(AuthMessages.badCredentials);
      }
      if (!user.isVerified) {
        throw AppError.forbidden(AuthMessages.notVerified, { can_resend_verification: true });
      }
      if (!isStaff(user.userType)) {
        const { location } = input;
        if (location === undefined || !(await repository.isActiveLocation(location))) {
          throw AppError.badRequest(AuthMessages.chooseLocation);
        }
        await repository.setLastLocation(user.id, location);
      }

      const account = await repository.findAccount(user.id);
      if (!account) throw AppError.unauthorized(AuthMessages.badCredentials);
      const accessToken = await tokens.sign({ userId: user.id, version: user.tokenVersion });
      return { ...toAccount(account), access_token: accessToken };
    },

    /** Revokes every token of the account, on every device. */
    async logout(userId: number): Promise<void> {
      await repository.bumpTokenVersion(userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
