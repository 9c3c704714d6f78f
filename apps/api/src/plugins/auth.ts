import { isStaff } from '@courtbook/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { findActiveCaller } from '../db/account-rows';
import { AppError } from '../lib/errors';
import { createTokenService, type TokenService } from '../lib/tokens';

/** The account a request acts for, as loaded at authentication. */
export interface AuthUser {
  id: number;
  email: string;
  userType: number;
  tokenVersion: number;
  /** Location admins' permissions (full_access, locations, …); empty for others. */
  permissions: string[];
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** A hook: refuses with 401 token_not_valid unless the bearer token is good and current. */
    authenticate: AuthHook;
    /**
     * A hook for routes open to all whose answer may depend on who asks (a member's price): sets
     * `request.user` when the bearer token is good and current, and leaves it null otherwise.
     */
    identifyIfSigned: AuthHook;
    /** A hook, after `authenticate`: refuses with 403 unless the account is staff (user_type 0 or 1). */
    requireStaff: AuthHook;
    /** A hook, after `authenticate`: refuses with 403 unless the account's user_type is listed. */
    requireUserType(...userTypes: number[]): AuthHook;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not use it. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The authenticated account; only for handlers behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.tokenNotValid();
  return request.user;
}

/**
 * Bearer-token authentication, attached per route subtree with a hook
 * (`app.addHook('onRequest', app.authenticate)`). A token is good while its signature and expiry
 * hold, its account is active, and its version is the account's current one: logout and password
 * reset bump the version, revoking every earlier token.
 */
export default fp<{ env: Env }>(
  async function auth(app: FastifyInstance, { env }) {
    const tokens = createTokenService({ secret: env.jwtSecret, ttl: env.ACCESS_TOKEN_TTL });
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    /** The account a good and current bearer token is for, else null. */
    const callerOf = async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) return null;
      const user = await findActiveCaller(app.db, claims.userId);
      return user && user.tokenVersion === claims.version ? user : null;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await callerOf(request);
      if (!user) throw AppError.tokenNotValid();
      request.user = user;
    });
    app.decorate('identifyIfSigned', async (request: FastifyRequest) => {
      request.user = await callerOf(request);
    });

    const requireUserType = (...userTypes: number[]): AuthHook =>
      async function requireUserType(request) {
        if (!userTypes.includes(currentUser(request).userType)) throw AppError.forbidden();
      };
    app.decorate('requireUserType', requireUserType);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!isStaff(currentUser(request).userType)) throw AppError.forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
