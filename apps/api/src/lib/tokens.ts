import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: number;
  /** The account's token version when the token was issued; a bump revokes the token. */
  version: number;
}

export interface TokenServiceOptions {
  secret: string;
  /** How long a token lives, in jose's notation: `7d`, `12h`, `30m`, `45s`. */
  ttl: string;
  /** The time tokens are checked against (tests move it forward instead of waiting). */
  clock?: () => Date;
}

/** Signs and checks access tokens: HS256 JWTs carrying `sub` (user id) and `ver` (token version). */
export function createTokenService({ secret, ttl, clock = () => new Date() }: TokenServiceOptions) {
  const key = new TextEncoder().encode(secret);

  return {
    sign({ userId, version }: AccessTokenClaims): Promise<string> {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },

    /** The claims of a good token; null for a bad, tampered or expired one (never throws for those). */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: clock(),
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        return { userId, version };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
