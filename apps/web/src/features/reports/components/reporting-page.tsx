import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { BOOKING_STATUSES, type BookingStatus } from '@courtbook/shared';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDownloadReportCsv } from '../api/download-report-csv';
import { useReportBookings } from '../api/get-report-bookings';
import { useReportData } from '../api/get-report-data';
import { viewerReportRange, viewerToday, type ReportFilters } from '../api/report-filters';
import { rangeText } from './format';
import { ReportCards } from './report-cards';
import { ReportCharts } from './report-charts';
import { ReportFiltersBar } from './report-filters';
import { ReportTable } from './report-table';

const STATUS_OPTIONS = [
  { value: '', label: 'All but expired holds' },
  ...BOOKING_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

/** /reporting: figures, charts and the bookings table for a location and a range of dates. */
export function ReportingPage({
  renderStatus,
}: {
  renderStatus: (status: BookingStatus) => ReactNode;
}) {
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    location: '',
    ...viewerReportRange(),
  }));
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const rangeInvalid =
    !filters.start_date || !filters.end_date || filters.start_date > filters.end_date;

  const report = useReportData(filters, !rangeInvalid);
  const tableFilters = { ...filters, search: debouncedSearch, status };
  const table = useReportBookings({ ...tableFilters, page }, !rangeInvalid);
  const download = useDownloadReportCsv();

  const change = (next: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  // What is typed now, even if the table has not caught up with it yet.
  const exportCsv = () =>
    download.mutate(
      { ...filters, search, status },
      {
        onError: (error) => notify.error(errorMessage(error), 'Export failed'),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Reporting
        </Title>
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={exportCsv}
          loading={download.isPending}
          disabled={rangeInvalid}
        >
          Export CSV
        </Button>
      </Group>

      <Stack gap={6}>
        <ReportFiltersBar value={filters} onChange={change} rangeInvalid={rangeInvalid} />
        {rangeInvalid ? null : (
          <Text size="sm" c="dimmed" data-testid="report-range">
            {rangeText(filters, viewerToday())}
          </Text>
        )}
      </Stack>

      {report.isError ? (
        <Alert color="red" title="Could not load the report">
          {errorMessage(report.error)}
        </Alert>
      ) : null}
      {report.data ? (
        <Stack gap="md" aria-busy={report.isFetching}>
          <ReportCards cards={report.data.cards} />
          <ReportCharts data={report.data} />
        </Stack>
      ) : report.isPending && !rangeInvalid ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading the report…</Text>
        </Group>
      ) : null}

      <Stack gap="sm">
        <Title order={2} size="h3">
          Bookings
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            placeholder="Player name, email or court number"
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
            style={{ flex: '2 1 240px' }}
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(next) => {
              setStatus((next ?? '') as BookingStatus | '');
              setPage(1);
            }}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
          />
        </Group>
        <ReportTable
          data={table.data}
          isPending={table.isPending && !rangeInvalid}
          error={table.error}
          page={page}
          onPage={setPage}
          renderStatus={renderStatus}
        />
      </Stack>
    </Stack>
  );
}
