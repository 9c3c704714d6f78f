import { describe, expect, it } from 'vitest';
import { entriesText, pageCount, pageWindow } from './pages';

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

describe('entriesText', () => {
  it("says 'Showing X to Y of Z entries'", () => {
    expect(entriesText(1, 10, 23)).toBe('Showing 1 to 10 of 23 entries');
    expect(entriesText(2, 10, 23)).toBe('Showing 11 to 20 of 23 entries');
    expect(entriesText(3, 3, 23)).toBe('Showing 21 to 23 of 23 entries');
  });

  it('says there is nothing to show rather than "0 to 0"', () => {
    expect(entriesText(1, 0, 0)).toBe('No entries to show');
  });
});

describe('pageCount', () => {
  it('counts pages of 10, at least one', () => {
    expect([0, 1, 10, 11, 23].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
