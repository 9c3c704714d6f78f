import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitHook } from '../../plugins/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The account a request is about: its email, lower-cased (read after the body is validated). */
export function emailKey(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

export interface RouteLimits {
  /** onRequest: counted before the body is read. */
  perIp: LimitHook;
  /** preHandler: needs the validated body. */
  perAccount: LimitHook;
}

/**
 * Limits on the account endpoints (DESIGN.md section 7), per client IP and per account. Defaults
 * are for one person's honest use; RATE_LIMIT_MULTIPLIER scales them all. Failed logins only count
 * against an account, so a player who logs in often is never locked out by their own successes.
 */
export function createAuthLimits(app: FastifyInstance) {
  const limits = (
    name: string,
    perIp: { max: number; timeWindow: number },
    perAccount: { max: number; timeWindow: number; countWhen?: (status: number) => boolean },
  ): RouteLimits => ({
    perIp: app.limit({ name: `${name}:ip`, ...perIp }),
    perAccount: app.limit({ name: `${name}:account`, key: emailKey, ...perAccount }),
  });

  // Sending and resending a code share their counts: both email the account.
  const sendCode = limits(
    'reset-code',
    { max: 10, timeWindow: 15 * MINUTE },
    { max: 5, timeWindow: HOUR },
  );
  return {
    login: limits(
      'login',
      { max: 10, timeWindow: MINUTE },
      { max: 5, timeWindow: 15 * MINUTE, countWhen: (status) => status === 401 },
    ),
    register: limits('register', { max: 10, timeWindow: HOUR }, { max: 5, timeWindow: HOUR }),
    resendVerification: limits(
      'resend-verification',
      { max: 10, timeWindow: HOUR },
      { max: 3, timeWindow: HOUR },
    ),
    sendCode,
    resendCode: sendCode,
    verifyCode: limits(
      'verify-code',
      { max: 20, timeWindow: 15 * MINUTE },
      { max: 10, timeWindow: 15 * MINUTE },
    ),
  };
}
