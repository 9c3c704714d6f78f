import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes once per key, and forgets the oldest beyond its bound', () => {
    const calls: string[] = [];
    const twice = boundedMemo(
      (word: string) => {
        calls.push(word);
        return word + word;
      },
      (word) => word,
      2,
    );
    expect(twice('a')).toBe('aa');
    expect(twice('a')).toBe('aa');
    expect(calls).toEqual(['a']);
    twice('b');
    twice('c'); // 'a' goes
    twice('b');
    twice('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
