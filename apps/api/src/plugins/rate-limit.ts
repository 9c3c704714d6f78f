import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Env } from '../config/env';
import { AppError, TOO_MANY_REQUESTS } from '../lib/errors';

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
}

export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

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

/**
 * Per-route request limits through @fastify/rate-limit (nothing is limited globally). Counts live
 * in Redis when REDIS_URL is set, so several API processes share them, and in memory otherwise.
 * Several rules may guard one route (per IP and per account): each is its own limiter, because the
 * plugin's own route hooks stop after the first limit that runs on a request.
 */
export default fp<{ env: Env }>(
  async function rateLimits(app: FastifyInstance, { env }) {
    const redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
      : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'courtbook-rl:' } : {}),
      // Rather serve without limits than refuse everyone while Redis is away.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    const multiplier = env.RATE_LIMIT_MULTIPLIER;

    app.decorate('limit', (rule: LimitRule): LimitHook => {
      if (multiplier === 0) return async () => {};
      const max = Math.max(1, Math.round(rule.max * multiplier));
      const limiter = app.createRateLimit({
        max,
        timeWindow: rule.timeWindow,
        keyGenerator: (request) => `${rule.name}:${rule.key ? rule.key(request) : request.ip}`,
      });
      const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
        reply.header('retry-after', Math.max(1, ttlInSeconds));
        return AppError.tooManyRequests();
      };

      const { countWhen } = rule;
      if (!countWhen) {
        return async (request, reply) => {
          if (rule.key && rule.key(request) === undefined) return;
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds);
        };
      }
      return async (request, reply) => {
        if (rule.key && rule.key(request) === undefined) return;
        const result = await limiter(request, { increment: false });
        if (!result.isAllowed && result.remaining <= 0) throw refuse(reply, result.ttlInSeconds);
        pendingCounts.set(request, [...(pendingCounts.get(request) ?? []), { limiter, countWhen }]);
      };
    });

    // Counted before the answer leaves, so a client cannot outrun its own count.
    app.addHook('onSend', async (request, reply, payload) => {
      const pending = pendingCounts.get(request);
      if (pending) {
        pendingCounts.delete(request);
        for (const { limiter, countWhen } of pending) {
          if (countWhen(reply.statusCode)) await limiter(request);
        }
      }
      return payload;
    });
  },
  { name: 'rate-limits' },
);
