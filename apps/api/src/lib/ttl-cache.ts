/**
 * Keeps one computed value for a short while. Several concurrent misses share one computation,
 * and `invalidate` drops it at once after a local write; other processes see a write within `ttlMs`.
 */
export function createTtlCache<T>(ttlMs: number, compute: () => Promise<T>) {
  let value: { data: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  let generation = 0;

  return {
    async get(): Promise<T> {
      if (value && value.expiresAt > Date.now()) return value.data;
      if (!pending) {
        const started = generation;
        pending = compute()
          .then((data) => {
            if (started === generation) value = { data, expiresAt: Date.now() + ttlMs };
            return data;
          })
          .finally(() => {
            pending = undefined;
          });
      }
      return pending;
    },
    invalidate() {
      generation++;
      value = undefined;
      pending = undefined;
    },
  };
}
