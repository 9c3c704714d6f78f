import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceScale } from './chart-scale';

describe('niceScale', () => {
  it('rounds money up to round steps', () => {
    expect(niceScale(133.2)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(87.6)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(0.3)).toEqual({ top: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('keeps counts whole, and gives an empty chart an axis', () => {
    expect(niceScale(3, { integer: true })).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1, { integer: true })).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(9, { integer: true })).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(niceScale(0, { integer: true })).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('puts the largest value on or under the top', () => {
    for (const max of [0.01, 1, 1.5, 7, 44.4, 99.99, 100, 101, 4321.5]) {
      const { top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('labelledIndexes', () => {
  it('labels every bar when there are few, else every few', () => {
    expect([...labelledIndexes(3)]).toEqual([0, 1, 2]);
    expect([...labelledIndexes(24)]).toEqual([0, 4, 8, 12, 16, 20]);
    expect([...labelledIndexes(60)]).toEqual([0, 10, 20, 30, 40, 50]);
  });
});
