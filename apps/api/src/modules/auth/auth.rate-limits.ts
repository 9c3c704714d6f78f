import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUNT_ONLY, type LimitHook } from '../../plugins/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

interface Window {
  max: number;
  timeWindow: number;
}

const failed = (status: number) => status === 401;
const refused = (status: number) => status === 400;

/**
 * Past 20 failed logins on one account in an hour (from any number of addresses), each login to
 * it from an address with failed logins of its own waits: 0.5 s, then twice as long each time, at
 * most 15 s. Guessing slows to a crawl; the owner, from an address that has not failed, does not
 * wait at all.
 */
export const loginSlowDown = (excess: number) => Math.min(500 * 2 ** (excess - 1), 15_000);

/**
 * An address is spared an account's ceiling while it has asked about that account no more than
 * this often in the ceiling's window: an owner sends a code and resends it once.
 */
const OWNER_REQUESTS = 2;

/**
 * Limits on the account endpoints (DESIGN.md section 7), per client IP and per account. Defaults
 * are for one person's honest use; RATE_LIMIT_MULTIPLIER scales them all.
 *
 * No limit on an account shuts its owner out (decision 0022): what one address does to an account
 * is limited per (account, address), and the per-account ceilings, far above an owner's use, only
 * refuse (or, for logins, slow down) the addresses that have misbehaved. One hard ceiling refuses
 * everyone: 100 wrong codes a day on one account, so codes stay safe from guessing spread over
 * many addresses (docs/security.md names what that costs).
 */
export function createAuthLimits(app: FastifyInstance) {
  /**
   * Requests that email an account (codes, verification links): per address, per (account,
   * address), and a per-account ceiling that spares an address's first requests.
   */
  const emailing = (name: string, perIp: Window, perAccountFromIp: Window, perAccount: Window) => {
    const fromIp = app.limit({
      name: `${name}:account-from-ip`,
      key: emailFromIpKey,
      ...perAccountFromIp,
    });
    return {
      perIp: app.limit({ name: `${name}:ip`, ...perIp }),
      perAccount: [
        fromIp,
        app.limit({
          name: `${name}:account`,
          key: emailKey,
          ...perAccount,
          spare: async (request) => (await fromIp.count(request)) <= OWNER_REQUESTS,
        }),
      ],
    } satisfies RouteLimits;
  };

  // Sending and resending a code share their counts: both email the account.
  const sendCode = emailing(
    'reset-code',
    { max: 10, timeWindow: 15 * MINUTE },
    { max: 5, timeWindow: HOUR },
    { max: 20, timeWindow: HOUR },
  );

  const loginFailuresFromIp = app.limit({
    name: 'login:failures-from-ip',
    max: COUNT_ONLY,
    timeWindow: HOUR,
    countWhen: failed,
  });
  const wrongCodesFromIp = app.limit({
    name: 'verify-code:wrong-from-ip',
    max: COUNT_ONLY,
    timeWindow: HOUR,
    countWhen: refused,
  });
  const clean = (counter: LimitHook) => async (request: FastifyRequest) =>
    (await counter.count(request)) === 0;

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
        loginFailuresFromIp,
        app.limit({
          name: 'login:account',
          key: emailKey,
          max: 20,
          timeWindow: HOUR,
          countWhen: failed,
          slowDown: loginSlowDown,
          spare: clean(loginFailuresFromIp),
        }),
      ],
    },
    register: {
      perIp: app.limit({ name: 'register:ip', max: 10, timeWindow: HOUR }),
      perAccount: [
        app.limit({ name: 'register:account', key: emailKey, max: 5, timeWindow: HOUR }),
      ],
    },
    resendVerification: emailing(
      'resend-verification',
      { max: 10, timeWindow: HOUR },
      { max: 3, timeWindow: HOUR },
      { max: 10, timeWindow: HOUR },
    ),
    sendCode,
    resendCode: sendCode,
    verifyCode: {
      perIp: app.limit({ name: 'verify-code:ip', max: 20, timeWindow: 15 * MINUTE }),
      perAccount: [
        app.limit({
          name: 'verify-code:account-from-ip',
          key: emailFromIpKey,
          max: 5,
          timeWindow: 15 * MINUTE,
          countWhen: refused,
        }),
        wrongCodesFromIp,
        app.limit({
          name: 'verify-code:account',
          key: emailKey,
          max: 30,
          timeWindow: HOUR,
          countWhen: refused,
          spare: clean(wrongCodesFromIp),
        }),
        app.limit({
          name: 'verify-code:account-day',
          key: emailKey,
          max: 100,
          timeWindow: DAY,
          countWhen: refused,
        }),
      ],
    },
  } satisfies Record<string, RouteLimits>;
}
