import { describe, expect, it } from 'vitest';
import { defaultReportRange, isDefaultReportRange, reportDates } from './report-range';

describe('report dates', () => {
  it('defaults to the last 30 days and the next 30, across months and years', () => {
    expect(defaultReportRange('2026-03-02')).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-04-01',
    });
    expect(defaultReportRange('2026-12-15')).toEqual({
      start_date: '2026-11-16',
      end_date: '2027-01-14',
    });
    // A leap February, and a spring clock change inside the range: calendar days all the same.
    expect(defaultReportRange('2024-03-10')).toEqual({
      start_date: '2024-02-10',
      end_date: '2024-04-09',
    });
    expect(reportDates({}, '2026-03-02')).toEqual(defaultReportRange('2026-03-02'));
  });

  it('fills in a missing end or start from the other', () => {
    const today = '2026-03-02';
    expect(reportDates({ end_date: '2026-01-10' }, today)).toEqual({
      start_date: '2025-12-12',
      end_date: '2026-01-10',
    });
    expect(reportDates({ start_date: '2026-02-20' }, today)).toEqual({
      start_date: '2026-02-20',
      end_date: '2026-04-01',
    });
    // A start after the default end ends the range on that day, not before it.
    expect(reportDates({ start_date: '2026-05-01' }, today)).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-05-01',
    });
    expect(reportDates({ start_date: '2026-03-05', end_date: '2026-03-01' }, today)).toEqual({
      start_date: '2026-03-05',
      end_date: '2026-03-01',
    });
  });

  it('knows the default range when it sees it', () => {
    expect(isDefaultReportRange(defaultReportRange('2026-03-02'), '2026-03-02')).toBe(true);
    expect(isDefaultReportRange(defaultReportRange('2026-03-02'), '2026-03-03')).toBe(false);
  });
});
