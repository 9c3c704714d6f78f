import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once for concurrent callers and reuses the value until it expires', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const cache = createTtlCache(1_000, async () => ++calls);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get()).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get()).toBe(2);
  });

  it('recomputes right after invalidate, ignoring a computation started before it', async () => {
    let calls = 0;
    const cache = createTtlCache(60_000, async () => ++calls);
    const stale = cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(2);
    expect(await stale).toBe(1);
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cache = createTtlCache(60_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});
