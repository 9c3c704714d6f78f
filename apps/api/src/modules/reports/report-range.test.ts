import { describe, expect, it } from 'vitest';
import { reportRange } from './report-range';

describe('reportRange', () => {
  // 03:00 UTC on March 2nd is still March 1st in New York.
  const now = new Date('2026-03-02T03:00:00Z');

  it('defaults to the last 30 days and the next 30 around today in the given time zone', () => {
    expect(reportRange({}, now, 'UTC')).toEqual({ startDate: '2026-02-01', endDate: '2026-04-01' });
    expect(reportRange({}, now, 'America/New_York')).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-31',
    });
  });

  it('fills in a missing date from the other, around the same today', () => {
    expect(reportRange({ end_date: '2026-01-10' }, now, 'UTC')).toEqual({
      startDate: '2025-12-12',
      endDate: '2026-01-10',
    });
    expect(reportRange({ start_date: '2026-02-20' }, now, 'America/New_York')).toEqual({
      startDate: '2026-02-20',
      endDate: '2026-03-31',
    });
  });
});
