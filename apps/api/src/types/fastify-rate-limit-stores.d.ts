// @fastify/rate-limit ships its two stores without types; plugins/rate-limit-store.ts wraps them.
declare module '@fastify/rate-limit/store/*.js' {
  import type { Redis } from 'ioredis';

  export interface StoreResult {
    current: number;
    ttl: number;
  }
  export type StoreCallback = (error: Error | null, result?: StoreResult) => void;

  export interface CountingStore {
    incr(key: string, done: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, done: StoreCallback, timeWindow: number, max: number): void;
  }

  const Store: {
    new (
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      ...rest: [redis: Redis, keyPrefix: string] | [cacheSize?: number]
    ): CountingStore;
  };
  export default Store;
}
