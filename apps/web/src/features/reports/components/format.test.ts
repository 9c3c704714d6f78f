import { describe, expect, it } from 'vitest';
import { rangeText } from './format';

describe('rangeText', () => {
  const today = '2026-11-28';

  it('names the default range for what it is', () => {
    expect(rangeText({ start_date: '2026-10-30', end_date: '2026-12-28' }, today)).toBe(
      'Showing Oct 30 – Dec 28: the last 30 and next 30 days',
    );
    // Across the new year, the years show.
    expect(rangeText({ start_date: '2026-12-02', end_date: '2027-01-30' }, '2026-12-31')).toBe(
      'Showing Dec 2, 2026 – Jan 30, 2027: the last 30 and next 30 days',
    );
  });

  it('gives any other range its dates and days', () => {
    expect(rangeText({ start_date: '2026-03-01', end_date: '2026-03-03' }, today)).toBe(
      'Showing Mar 1 – Mar 3 (3 days)',
    );
    expect(rangeText({ start_date: '2025-03-02', end_date: '2025-03-02' }, today)).toBe(
      'Showing Mar 2, 2025',
    );
  });
});
