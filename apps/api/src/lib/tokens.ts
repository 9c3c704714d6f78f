import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ALGORITHM = 'HS256';
/** Account ids are PostgreSQL `integer`s: a larger `sub` could only fail in the database. */
const MAX_USER_ID = 2_147_483_647;
const USER_ID = /^[1-9][0-9]{0,9}$/;

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
  // A caller sends the same token with every request: once its signature has been checked, the
  // very same string needs no second HMAC until it expires (5% of a booking's API CPU). The
  // account and its token version are still read on every request (plugins/auth.ts).
  const verified = new LRUCache<string, AccessTokenClaims & { expiresAtMs: number }>({
    max: 10_000,
  });

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
      const now = clock();
      const known = verified.get(token);
      if (known) {
        if (now.getTime() < known.expiresAtMs)
          return { userId: known.userId, version: known.version };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: now,
          // A token without an expiry would never stop working; ours always carry one.
          requiredClaims: ['exp', 'sub'],
        });
        const userId = toUserId(payload.sub);
        const version = payload.ver;
        if (userId === null || typeof payload.exp !== 'number') return null;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        verified.set(token, { userId, version, expiresAtMs: payload.exp * 1000 });
        return { userId, version };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** The account id a `sub` claim names: digits only, within the id column's range; else null. */
function toUserId(sub: unknown): number | null {
  if (typeof sub !== 'string' || !USER_ID.test(sub)) return null;
  const userId = Number(sub);
  return userId <= MAX_USER_ID ? userId : null;
}

export type TokenService = ReturnType<typeof createTokenService>;
