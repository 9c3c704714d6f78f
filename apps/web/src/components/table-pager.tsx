import { Group, Pagination, Text } from '@mantine/core';

/** 'Showing X to Y of Z entries' for one page of a staff table. */
export function entriesText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'Showing 0 to 0 of 0 entries';
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} entries`;
}

interface TablePagerProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** Rows in every page. */
  total: number;
  onChange: (page: number) => void;
}

/** The line under every staff table: how many entries are shown, and the page numbers. */
export function TablePager({ page, pageSize, shown, total, onChange }: TablePagerProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {entriesText(page, pageSize, shown, total)}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': 'Previous page' }
            : control === 'next'
              ? { 'aria-label': 'Next page' }
              : {}
        }
      />
    </Group>
  );
}
