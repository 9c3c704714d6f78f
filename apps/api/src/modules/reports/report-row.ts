import { centsToDecimal, minutesOf, type ReportBooking } from '@courtbook/shared';
import { shownStatus } from '../bookings';
import type { ReportRow } from './reports.repository';

const pad = (n: number) => String(n).padStart(2, '0');

/** 90 → "1:30". */
const durationOf = (minutes: number) => `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;

/** A report row (one session, its own amounts) as the table and the CSV show it. */
export function toReportBooking(row: ReportRow, now: Date): ReportBooking {
  return {
    booking_id: row.id,
    booked_at: row.bookedAt,
    booking_date: row.bookingDate,
    start_time: row.startTime.slice(0, 5),
    duration: durationOf(minutesOf(row.endTime) - minutesOf(row.startTime)),
    court_number: row.courtNumber,
    location_id: row.locationId,
    location_name: row.locationName,
    player_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    country: row.country,
    amount: centsToDecimal(row.feeCents),
    tax: centsToDecimal(row.taxCents),
    card_fee: centsToDecimal(row.cardFeeCents),
    total: centsToDecimal(row.feeCents + row.taxCents + row.cardFeeCents),
    status: shownStatus(row, now),
    paid_by: row.paidBy,
    venue_payment: row.paidBy === 'club' ? (row.venuePaidMethod ?? 'outstanding') : null,
  };
}
