import { Table, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { ScrollableTable } from '../../../../components/scrollable-table';
import { ContactCell, PriceCell } from '../booking-row-parts';
import { formatBookingDate, formatDuration, formatTimeRange } from '../format';
import { StatusChip } from '../status-chip';
import { BookingActions } from './booking-actions';

interface CourtBookingsTableProps {
  bookings: Booking[];
  caption: string;
}

/** /court-bookings on a wide screen: one row a booking, with its actions. */
export function CourtBookingsTable({ bookings, caption }: CourtBookingsTableProps) {
  return (
    <ScrollableTable label={`${caption} table`} minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date and time</Table.Th>
            <Table.Th scope="col">Court</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.booking_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600}>
                  {formatBookingDate(booking.booking_date)}
                </Text>
                <Text size="sm">{formatTimeRange(booking)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDuration(booking.duration_time)}
                  {booking.session_dates.length > 1
                    ? ` · weekly, ${booking.session_dates.length} sessions`
                    : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  Court {booking.court.court_number}
                </Text>
                <Text size="sm" c="dimmed">
                  {booking.court.location.name}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <ContactCell booking={booking} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <PriceCell booking={booking} />
              </Table.Td>
              <Table.Td>
                <StatusChip status={booking.status} />
              </Table.Td>
              <Table.Td>
                <BookingActions booking={booking} variant="row" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
