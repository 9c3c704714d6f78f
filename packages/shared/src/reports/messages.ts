import { BOOKING_STATUSES } from '../booking/bookings';
import { MAX_REPORT_DAYS } from './report-range';

/** The reports' texts (docs/decisions/0012-reporting.md). */
export const ReportMessages = {
  fetched: 'Report data fetched successfully.',
  listed: 'Report bookings fetched successfully.',
  noPermission: 'Only a super admin or an admin with the reporting permission can see reports.',
  locationNotFound: 'Location not found.',
  rangeTooLong: `The date range can cover at most ${MAX_REPORT_DAYS} days.`,
  searchMax: 'Search must be no more than 100 characters.',
  statusInvalid: `Status must be one of: ${BOOKING_STATUSES.join(', ')}.`,
} as const;
