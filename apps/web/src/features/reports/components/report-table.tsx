import { TablePager } from '../../../components/table-pager';
import { Alert, Group, Loader, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingStatus, Paginated, ReportBooking } from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { REPORT_PAGE_SIZE } from '../api/report-filters';
import { formatMoney, PAID_BY_LABEL } from './format';

interface ReportTableProps {
  data: Paginated<ReportBooking> | undefined;
  isPending: boolean;
  error: unknown;
  page: number;
  onPage: (page: number) => void;
  /** The status chip (the bookings feature's, handed in by the route). */
  renderStatus: (status: BookingStatus) => ReactNode;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The report's sessions, 10 a page: the same rows the CSV holds. */
export function ReportTable({
  data,
  isPending,
  error,
  page,
  onPage,
  renderStatus,
}: ReportTableProps) {
  const rows = data?.results ?? [];
  return (
    <>
      {error ? (
        <Alert color="red" title="Could not load the bookings report">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {isPending || (rows.length === 0 && !error) ? (
        // Outside the wide table, so a phone shows it without scrolling sideways.
        <Paper withBorder radius="md" py="lg" px="md">
          <Group justify="center" gap="sm" role="status">
            {isPending ? <Loader size="sm" /> : null}
            <Text c="dimmed" ta="center">
              {isPending ? 'Loading bookings…' : 'No bookings match these filters.'}
            </Text>
          </Group>
        </Paper>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Bookings in the report">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Court</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Player</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Paid by</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.booking_id}>
                  <Table.Td style={NOWRAP}>{row.booking_date}</Table.Td>
                  <Table.Td>{row.start_time}</Table.Td>
                  <Table.Td>{row.duration}</Table.Td>
                  <Table.Td>{row.court_number}</Table.Td>
                  <Table.Td>{row.location_name}</Table.Td>
                  <Table.Td>{row.player_name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                  <Table.Td style={NOWRAP}>{formatMoney(row.total)}</Table.Td>
                  <Table.Td style={NOWRAP}>
                    {row.paid_by ? (
                      PAID_BY_LABEL[row.paid_by]
                    ) : (
                      <Text span size="sm" c="dimmed">
                        None
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ ...NOWRAP, minWidth: 120 }}>
                    {renderStatus(row.status)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <TablePager
        page={page}
        pageSize={REPORT_PAGE_SIZE}
        shown={rows.length}
        total={data?.count ?? 0}
        onChange={onPage}
      />
    </>
  );
}
