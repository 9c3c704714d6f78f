import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Env } from '../config/env';
import { AppError, TOO_MANY_REQUESTS } from '../lib/errors';
import { FallbackStore } from './rate-limit-store';

export interface LimitRule {
  /** Names the counter: different rules never share counts, even in one Redis. */
  name: string;
  /** Requests allowed per window (scaled by RATE_LIMIT_MULTIPLIER). */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
  /** What is counted: the client IP by default, or e.g. the account's email; undefined skips. */
  key?: (request: FastifyRequest) => string | undefined;
  /**
   * Count only the answers this accepts (e.g. failed logins); every request is counted otherwise.
   * Such a rule checks before the handler and counts when the answer is sent.
   */
  countWhen?: (statusCode: number) => boolean;
  /**
   * Never refuse: past `max`, each request first waits this long (given how far past `max` the
   * count is), so guessing slows down while the rightful user still gets through.
   */
  slowDown?: (excess: number) => number;
  /**
   * Past `max`, a request this answers true for is neither refused nor slowed: e.g. one from an
   * address that has not misbehaved, so a limit on an account never shuts out its owner.
   */
  spare?: (request: FastifyRequest) => Promise<boolean>;
}

export interface LimitHook {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** What the rule has counted for this request's key in the current window (0 when off). */
  count(request: FastifyRequest): Promise<number>;
}

export interface RateLimitOptions {
  env: Env;
  /** How a slowed request waits (tests pass a recorder: no test sleeps through a slow-down). */
  wait?: (ms: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that answers 429 once a rule's count is used up (onRequest for IPs, preHandler for bodies). */
    limit(rule: LimitRule): LimitHook;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
interface PendingCount {
  limiter: Limiter;
  countWhen: (statusCode: number) => boolean;
}
const pendingCounts = new WeakMap<FastifyRequest, PendingCount[]>();

const KEY_PREFIX = 'courtbook-rl:';
/** Redis must answer quickly or not at all: a slow store must never slow a login down. */
const REDIS_TIMEOUTS = { connectTimeout: 250, commandTimeout: 100 };
const STARTUP_WAIT_MS = 2_000;

/**
 * Connects to Redis for shared counts, failing fast while it is away (no queued commands, no
 * retries per command) and reconnecting in the background; says once when it goes and comes back.
 */
function connectRedis(url: string, app: FastifyInstance): Redis {
  const redis = new Redis(url, {
    ...REDIS_TIMEOUTS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let away = false;
  redis.on('error', (err) => {
    if (away) return;
    away = true;
    app.log.warn({ err }, 'rate-limit store (Redis) unavailable: counting in this process');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    app.log.info('rate-limit store (Redis) is back');
  });
  return redis;
}

/** At start-up, Redis gets a moment to connect, so counting starts shared; then we go on without. */
async function firstConnection(redis: Redis, app: FastifyInstance): Promise<void> {
  const ready = new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true)));
  const gaveUp = sleep(STARTUP_WAIT_MS, false, { ref: false });
  if (!(await Promise.race([ready, gaveUp]))) {
    app.log.warn('rate-limit store (Redis) not reachable at start: counting in this process');
  }
}

/** A count that is never refused: the rule only keeps it (e.g. for another rule's `spare`). */
export const COUNT_ONLY = Number.MAX_SAFE_INTEGER;

/**
 * Per-route request limits through @fastify/rate-limit (nothing is limited globally). Counts live
 * in Redis when REDIS_URL is set, so several API processes share them, and in this process's
 * memory otherwise or while Redis is away (rate-limit-store.ts): the limits are never off. Counted
 * in memory, each of API_PROCESSES processes allows its share of a limit, so together they allow
 * about the limit, not that many times it.
 * Several rules may guard one route (per IP and per account): each is its own limiter, because the
 * plugin's own route hooks stop after the first limit that runs on a request.
 */
export default fp<RateLimitOptions>(
  async function rateLimits(app: FastifyInstance, { env, wait = (ms) => sleep(ms) }) {
    const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, app) : undefined;
    if (redis) await firstConnection(redis, app);
    const store = class extends FallbackStore {
      constructor() {
        super(redis, KEY_PREFIX);
      }
    };

    await app.register(rateLimit, {
      global: false,
      store,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
    });
    if (redis) {
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }

    const multiplier = env.RATE_LIMIT_MULTIPLIER;
    const processes = env.API_PROCESSES;
    /** A limit as this process applies it now: its share when it counts alone (decision 0022). */
    const ownShare = (max: number) =>
      max === COUNT_ONLY || processes === 1 || redis?.status === 'ready'
        ? max
        : Math.max(1, Math.floor(max / processes));

    app.decorate('limit', (rule: LimitRule): LimitHook => {
      if (multiplier === 0) return Object.assign(async () => {}, { count: async () => 0 });
      const max =
        rule.max === COUNT_ONLY ? COUNT_ONLY : Math.max(1, Math.round(rule.max * multiplier));
      const { countWhen, slowDown, spare } = rule;
      const limiter = app.createRateLimit({
        // A slowing rule never refuses: its limiter only keeps the count.
        max: slowDown ? COUNT_ONLY : () => ownShare(max),
        timeWindow: rule.timeWindow,
        keyGenerator: (request) => `${rule.name}:${rule.key ? rule.key(request) : request.ip}`,
      });
      const count = async (request: FastifyRequest) => {
        if (skips(request)) return 0;
        const result = await limiter(request, { increment: false });
        return result.isAllowed ? 0 : result.max - result.remaining;
      };
      const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
        reply.header('retry-after', Math.max(1, ttlInSeconds));
        return AppError.tooManyRequests();
      };
      const skips = (request: FastifyRequest) => rule.key !== undefined && !rule.key(request);

      const spared = async (request: FastifyRequest) => (spare ? spare(request) : false);

      if (!countWhen) {
        const hook = async (request: FastifyRequest, reply: FastifyReply) => {
          if (skips(request)) return;
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded && !(await spared(request))) {
            throw refuse(reply, result.ttlInSeconds);
          }
        };
        return Object.assign(hook, { count });
      }
      const hook = async (request: FastifyRequest, reply: FastifyReply) => {
        if (skips(request)) return;
        const result = await limiter(request, { increment: false });
        if (!result.isAllowed) {
          if (slowDown) {
            const counted = result.max - result.remaining;
            const threshold = ownShare(max);
            if (counted >= threshold && !(await spared(request))) {
              await wait(slowDown(counted - threshold + 1));
            }
          } else if (result.remaining <= 0 && !(await spared(request))) {
            throw refuse(reply, result.ttlInSeconds);
          }
        }
        pendingCounts.set(request, [...(pendingCounts.get(request) ?? []), { limiter, countWhen }]);
      };
      return Object.assign(hook, { count });
    });

    // Counted before the answer leaves, so a client cannot outrun its own count.
    // A callback hook: most answers have nothing to count, and they pass without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const pending = pendingCounts.get(request);
      if (!pending) return done(null, payload);
      pendingCounts.delete(request);
      const counting = async () => {
        for (const { limiter, countWhen } of pending) {
          if (countWhen(reply.statusCode)) await limiter(request);
        }
      };
      counting().then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'rate-limits' },
);
