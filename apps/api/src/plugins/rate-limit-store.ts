import type { CountingStore, StoreCallback } from '@fastify/rate-limit/store/*.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

/** Keys kept per limiter while counting in memory (the least recently used go first). */
const LOCAL_KEYS = 20_000;

interface RouteScope {
  routeInfo?: { method?: string; url?: string };
}

/**
 * A @fastify/rate-limit store that counts in Redis while Redis answers, and in this process's
 * memory whenever it does not (not connected, or a command failed or timed out): the limits are
 * never off. Counts made in memory during an outage stay there; Redis counts again once it is back.
 */
export class FallbackStore {
  private readonly local: CountingStore;
  private readonly remote: CountingStore | undefined;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly keyPrefix: string,
  ) {
    this.local = new LocalStore(false, false, LOCAL_KEYS);
    this.remote = redis && new RedisStore(false, false, redis, keyPrefix);
  }

  incr(key: string, done: StoreCallback, timeWindow: number, max: number): void {
    this.count('incr', key, done, timeWindow, max);
  }

  read(key: string, done: StoreCallback, timeWindow: number, max: number): void {
    this.count('read', key, done, timeWindow, max);
  }

  /**
   * Limiters made by `createRateLimit` have no route; a route's own limit is named by it. (The
   * plugin passes the merged limit options with `routeInfo`, which its types do not declare.)
   */
  child(options: object): FallbackStore {
    const { routeInfo } = options as RouteScope;
    const route = routeInfo?.method && routeInfo.url ? `${routeInfo.method}${routeInfo.url}:` : '';
    return new FallbackStore(this.redis, `${this.keyPrefix}${route}`);
  }

  private count(
    method: 'incr' | 'read',
    key: string,
    done: StoreCallback,
    timeWindow: number,
    max: number,
  ): void {
    const inMemory = () => this.local[method](key, done, timeWindow, max);
    if (!this.remote || this.redis?.status !== 'ready') return inMemory();
    this.remote[method](
      key,
      (error, result) => (error ? inMemory() : done(null, result)),
      timeWindow,
      max,
    );
  }
}
