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

/** The account as asked for from one client address. */
const emailFromIpKey = (request: FastifyRequest) => {
  const email = emailKey(request);
  return email && `${request.ip}|${email}`;
};

export interface RouteLimits {
  /** onRequest: counted before the body is read. */
  perIp: LimitHook;
  /** preHandler: need the validated body. */
  perAccount: LimitHook[];
}

const failed = (status: number) => status === 401;

/**
 * Past 20 failed logins on one account in an hour (from any number of addresses), each login to
 * it waits: 0.5 s, then twice as long each time, at most 15 s. Guessing slows to a crawl; the
 * owner still gets in.
 */
export const loginSlowDown = (excess: number) => Math.min(500 * 2 ** (excess - 1), 15_000);

/**
 * Limits on the account endpoints (DESIGN.md section 7), per client IP and per account. Defaults
 * are for one person's honest use; RATE_LIMIT_MULTIPLIER scales them all.
 *
 * Failed logins lock an account only for the address they came from (5 in 15 minutes), so nobody
 * can lock the owner out from elsewhere; across addresses a far higher ceiling slows guessing down
 * instead of refusing. Successful logins never count.
 */
export function createAuthLimits(app: FastifyInstance) {
  const limits = (
    name: string,
    perIp: { max: number; timeWindow: number },
    perAccount: { max: number; timeWindow: number },
  ): RouteLimits => ({
    perIp: app.limit({ name: `${name}:ip`, ...perIp }),
    perAccount: [app.limit({ name: `${name}:account`, key: emailKey, ...perAccount })],
  });

  // Sending and resending a code share their counts: both email the account.
  const sendCode = limits(
    'reset-code',
    { max: 10, timeWindow: 15 * MINUTE },
    { max: 5, timeWindow: HOUR },
  );
  return {
    login: {
      perIp: app.limit({ name: 'login:ip', max: 10, timeWindow: MINUTE }),
      perAccount: [
        app.limit({
          name: 'login:account-from-ip',
          key: emailFromIpKey,
          max: 5,
          timeWindow: 15 * MINUTE,
          countWhen: failed,
        }),
        app.limit({
          name: 'login:account',
          key: emailKey,
          max: 20,
          timeWindow: HOUR,
          countWhen: failed,
          slowDown: loginSlowDown,
        }),
      ],
    },
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
  } satisfies Record<string, RouteLimits>;
}
