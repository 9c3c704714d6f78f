import { Group, Loader, Table, Text } from '@mantine/core';

interface TableStateRowProps {
  /** How many columns the row spans. */
  columns: number;
  /** Shown with a spinner while loading; otherwise `empty` is shown. */
  loading?: string;
  empty?: string;
}

/** The one-row body of a table that is loading or has nothing to show, announced to screen readers. */
export function TableStateRow({ columns, loading, empty }: TableStateRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        {loading ? (
          <Group justify="center" py="md" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{loading}</Text>
          </Group>
        ) : (
          <Text c="dimmed" ta="center" py="md" role="status">
            {empty}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
