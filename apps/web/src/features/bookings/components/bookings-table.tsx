import { Stack, Table, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { ContactCell, DetailLink, PriceCell, WhenCell } from './booking-row-parts';
import { HoldActions } from './hold-actions';
import { StatusChip } from './status-chip';

/** A page of My Bookings, as a table or as cards. */
export interface BookingsPageProps {
  bookings: Booking[];
  caption: string;
  detailHref: (id: number) => string;
  /** The player's own list: no contact column (it is theirs), Pay now. */
  own: boolean;
}

/** My Bookings on a wide screen: one row a booking. */
export function BookingsTable({ bookings, caption, detailHref, own }: BookingsPageProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Date and time</Table.Th>
            <Table.Th scope="col">Court</Table.Th>
            {own ? null : <Table.Th scope="col">Contact</Table.Th>}
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.booking_id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {booking.court.location.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <WhenCell booking={booking} />
              </Table.Td>
              <Table.Td>Court {booking.court.court_number}</Table.Td>
              {own ? null : (
                <Table.Td>
                  <ContactCell booking={booking} />
                </Table.Td>
              )}
              <Table.Td>
                <PriceCell booking={booking} />
              </Table.Td>
              <Table.Td>
                <StatusChip status={booking.status} />
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  <DetailLink booking={booking} href={detailHref(booking.booking_id)} />
                  {own ? <HoldActions booking={booking} /> : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
