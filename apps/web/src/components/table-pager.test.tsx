import { describe, expect, it } from 'vitest';
import { entriesText } from './table-pager';

describe('entriesText', () => {
  it('says which entries the page shows', () => {
    expect(entriesText(1, 10, 10, 42)).toBe('Showing 1 to 10 of 42 entries');
    expect(entriesText(5, 10, 2, 42)).toBe('Showing 41 to 42 of 42 entries');
    expect(entriesText(2, 25, 25, 60)).toBe('Showing 26 to 50 of 60 entries');
  });

  it('says nothing is shown when there is nothing', () => {
    expect(entriesText(1, 10, 0, 0)).toBe('Showing 0 to 0 of 0 entries');
  });
});
