import { Table, Text } from '@mantine/core';
import {
  decimalToCents,
  durationMinutesOf,
  formatDollars,
  formatDurationLabel,
  formatTimeLabel,
  minutesOf,
  type Booking,
  courtLabel,
} from '@courtbook/shared';
import { formatShortDate } from '../lib/calendar';
import { priceLineLabel, pricedByPeriod } from '../../../lib/format-booking';

/** "45.5" → "$45.50": the API's amounts as the pages show them. */
export const dollars = (amount: string): string => formatDollars(decimalToCents(amount) ?? 0);

const endLabel = (end: string) => formatTimeLabel(minutesOf(end) || 24 * 60);

/** What a created booking (or series) is and costs, from the API's answer. */
export function BookingSummary({ bookings }: { bookings: Booking[] }) {
  const first = bookings[0];
  if (!first) return null;
  const dates =
    first.session_dates.length > 0 ? first.session_dates : bookings.map((b) => b.booking_date);
  const rows: [string, React.ReactNode][] = [
    ['Location', first.court.location.name],
    ['Court', courtLabel(first.court)],
    [
      dates.length > 1 ? 'Dates' : 'Date',
      dates.length > 1 ? (
        <ul style={{ margin: 0, paddingInlineStart: '1.1em' }}>
          {dates.map((date) => (
            <li key={date}>{formatShortDate(date)}</li>
          ))}
        </ul>
      ) : (
        formatShortDate(dates[0] ?? first.booking_date)
      ),
    ],
    ['Time', `${formatTimeLabel(minutesOf(first.start_time))} – ${endLabel(first.end_time)}`],
    ['Duration', formatDurationLabel(durationMinutesOf(first.duration_time))],
    ...(pricedByPeriod(first.price_lines)
      ? ([
          [
            'Priced by period',
            <ul style={{ margin: 0, paddingInlineStart: '1.1em' }}>
              {first.price_lines.map((line, index) => (
                <li key={index}>{priceLineLabel(line, dollars)}</li>
              ))}
            </ul>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    [
      dates.length > 1 ? `Court fee (${dates.length} sessions)` : 'Court fee',
      dollars(first.total_price),
    ],
    ['Tax', dollars(first.full_tax)],
    ['Card fee', dollars(first.full_cc_fees)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="42%" scope="row">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td>
            <Text fw={700} span>
              {dollars(first.on_amount)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
