import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows up to 4 page numbers, one before the current page when it can', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 6)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 6)).toEqual([3, 4, 5, 6]);
    expect(pageWindow(6, 6)).toEqual([3, 4, 5, 6]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
  });
});

describe('pageCount', () => {
  it('counts pages of 10, at least one', () => {
    expect([0, 1, 10, 11, 23].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
