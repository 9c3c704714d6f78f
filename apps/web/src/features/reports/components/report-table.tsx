import { TablePager } from '../../../components/table-pager';
import { Alert, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BookingStatus, Paginated, ReportBooking } from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { REPORT_PAGE_SIZE } from '../api/report-filters';
import { useSideScroll } from '../hooks/use-side-scroll';
import { PAID_BY_LABEL, VENUE_PAYMENT_LABEL } from './format';
import classes from './report-table.module.css';
import { formatMoney } from '../../../lib/format-money';

interface ReportTableProps {
  data: Paginated<ReportBooking> | undefined;
  isPending: boolean;
  error: unknown;
  page: number;
  onPage: (page: number) => void;
  /** The status chip (the bookings feature's, handed in by the route). */
  renderStatus: (status: BookingStatus) => ReactNode;
}

const COLUMNS = [
  'Date',
  'Start',
  'Duration',
  'Court',
  'Location',
  'Player',
  'Email',
  'Total',
  'Paid by',
  'Status',
];

/**
 * The rows, in a box that scrolls sideways when they are wider than the page (a phone): cells
 * never wrap, a line says the table scrolls and a fade marks the edge while columns wait there.
 * The box is a Tab stop, so the keys scroll it too.
 */
function ReportRows({
  rows,
  renderStatus,
}: Pick<ReportTableProps, 'renderStatus'> & { rows: ReportBooking[] }) {
  const { track, overflows, atEnd } = useSideScroll();
  return (
    <div>
      {overflows ? (
        <Group gap={6} mb={6} c="dimmed">
          <IconArrowsHorizontal size={16} aria-hidden="true" />
          <Text size="xs">Scroll sideways to see every column.</Text>
        </Group>
      ) : null}
      <div className={classes.frame} data-more={!atEnd || undefined}>
        <Table.ScrollContainer
          type="native"
          minWidth={0}
          ref={track}
          className={classes.scroller}
          tabIndex={0}
          role="region"
          aria-label="Bookings table"
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            className={classes.table}
            aria-label="Bookings in the report"
          >
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.booking_id}>
                  <Table.Td>{row.booking_date}</Table.Td>
                  <Table.Td>{row.start_time}</Table.Td>
                  <Table.Td>{row.duration}</Table.Td>
                  <Table.Td>{row.court_number}</Table.Td>
                  <Table.Td className={classes.words}>{row.location_name}</Table.Td>
                  <Table.Td className={classes.words}>{row.player_name}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{formatMoney(row.total)}</Table.Td>
                  <Table.Td>
                    {row.venue_payment ? (
                      VENUE_PAYMENT_LABEL[row.venue_payment]
                    ) : row.paid_by ? (
                      PAID_BY_LABEL[row.paid_by]
                    ) : (
                      <Text span size="sm" c="dimmed">
                        None
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.status}>{renderStatus(row.status)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
    </div>
  );
}

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
        <ReportRows rows={rows} renderStatus={renderStatus} />
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
