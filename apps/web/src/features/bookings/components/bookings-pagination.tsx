import { Group, Pagination, Text } from '@mantine/core';
import { entriesText } from '../../../components/table-pager';
import { BOOKINGS_PAGE_SIZE } from '../api/get-my-bookings';
import { pageCount, pageWindow } from './page-window';

interface BookingsPaginationProps {
  page: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onChange: (page: number) => void;
}

/** 'Showing X to Y of Z entries', previous and next, and a window of 4 page numbers. */
export function BookingsPagination({ page, shown, total, onChange }: BookingsPaginationProps) {
  const totalPages = pageCount(total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {entriesText(page, BOOKINGS_PAGE_SIZE, shown, total)}
      </Text>
      <Pagination.Root total={totalPages} value={page} onChange={onChange} size="sm">
        <Group gap={6} component="nav" aria-label="Bookings pages" wrap="nowrap">
          <Pagination.Previous aria-label="Previous page" />
          {pageWindow(page, totalPages).map((number) => (
            <Pagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label="Next page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
