/**
 * Remembers a pure function's answers, up to `max` of them (the oldest goes first). For
 * arithmetic that is costly and asked again and again with the same arguments, never for data.
 */
export function boundedMemo<A extends unknown[], R>(
  compute: (...args: A) => R,
  keyOf: (...args: A) => string,
  max = 1_000,
): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    if (kept.has(key)) return kept.get(key)!;
    const value = compute(...args);
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}
