import { Table, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { ContactCell } from '../booking-row-parts';
import { formatBookingDate, formatDuration, formatMoney, formatTimeRange } from '../format';
import { StatusChip } from '../status-chip';
import { BookingActions } from './booking-actions';

interface CourtBookingsTableProps {
  bookings: Booking[];
  caption: string;
}

/** /court-bookings on a wide screen: one row a booking, with its actions. */
export function CourtBookingsTable({ bookings, caption }: CourtBookingsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Duration</Table.Th>
            <Table.Th scope="col">Court</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
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
                {booking.session_dates.length > 1 ? (
                  <Text size="xs" c="dimmed">
                    Weekly, {booking.session_dates.length} sessions
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimeRange(booking)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDuration(booking.duration_time)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                Court {booking.court.court_number}
              </Table.Td>
              <Table.Td>{booking.court.location.name}</Table.Td>
              <Table.Td>
                <ContactCell booking={booking} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(booking.on_amount)}</Table.Td>
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
    </Table.ScrollContainer>
  );
}
