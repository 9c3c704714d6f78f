import { describe, expect, it } from 'vitest';
import { reportRange, shiftDate } from './report-range';

describe('reportRange', () => {
  // 03:00 UTC on March 2nd is still March 1st in New York.
  const now = new Date('2026-03-02T03:00:00Z');

  it('defaults to the 30 days up to today in the given time zone', () => {
    expect(reportRange({}, now, 'UTC')).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
    expect(reportRange({}, now, 'America/New_York')).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });

  it('fills in the missing end or start from the other', () => {
    expect(reportRange({ end_date: '2026-01-10' }, now, 'UTC')).toEqual({
      startDate: '2025-12-12',
      endDate: '2026-01-10',
    });
    expect(reportRange({ start_date: '2026-02-20' }, now, 'UTC')).toEqual({
      startDate: '2026-02-20',
      endDate: '2026-03-02',
    });
    // A start after today ends the range on that day, not before it.
    expect(reportRange({ start_date: '2026-04-01' }, now, 'UTC')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-01',
    });
  });

  it('moves dates across months, years and clock changes by calendar days', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-08', 1)).toBe('2026-03-09');
  });
});
