import type { ReactNode } from 'react';
import { Alert, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-error';
import { ScrollableTable } from './scrollable-table';
import { TablePager } from './table-pager';
import { TableStateRow } from './table-state-row';

export interface PagedListProps<T extends { id: number }> {
  /** What the rows are, in the plural: "Loading admins…", "No admins found.", "Could not load admins". */
  noun: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  rows: T[];
  /** The columns' headings; one with a minimum width where its cells must not wrap. */
  columns: (string | { label: string; miw: number })[];
  minWidth: number;
  /** With a label, the table says when it scrolls sideways and can be scrolled with the keys. */
  label?: string;
  row: (item: T) => ReactNode;
  /** A card's content, shown one card a row instead of the table while `asCards` (a phone). */
  card?: (item: T) => ReactNode;
  asCards?: boolean;
  pager: { page: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/**
 * One page of a staff list: the error above it, the table (or cards on a phone) with its loading
 * and empty rows, and the pager under it. The filters and modals stay with each list.
 */
export function PagedList<T extends { id: number }>(props: PagedListProps<T>) {
  const { noun, query, rows, pager } = props;
  const columns = props.columns.length;
  const loading = `Loading ${noun}…`;
  const empty = !query.isPending && rows.length === 0 && !query.isError;
  const emptyText = `No ${noun} found.`;

  const table = (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column) =>
            typeof column === 'string' ? (
              <Table.Th key={column}>{column}</Table.Th>
            ) : (
              <Table.Th key={column.label} miw={column.miw}>
                {column.label}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.isPending ? (
          <TableStateRow columns={columns} loading={loading} />
        ) : empty ? (
          <TableStateRow columns={columns} empty={emptyText} />
        ) : (
          rows.map(props.row)
        )}
      </Table.Tbody>
    </Table>
  );

  let list: ReactNode;
  if (!props.asCards || !props.card) {
    list = props.label ? (
      <ScrollableTable label={props.label} minWidth={props.minWidth}>
        {table}
      </ScrollableTable>
    ) : (
      <Table.ScrollContainer minWidth={props.minWidth}>{table}</Table.ScrollContainer>
    );
  } else if (query.isPending) {
    list = (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{loading}</Text>
      </Group>
    );
  } else if (empty) {
    list = (
      <Text c="dimmed" ta="center" py="md" role="status">
        {emptyText}
      </Text>
    );
  } else {
    const card = props.card;
    list = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((item) => (
          <Card key={item.id} component="li" withBorder padding="md" radius="md">
            {card(item)}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <>
      {query.isError ? (
        <Alert color="red" title={`Could not load ${noun}`}>
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {list}
      <TablePager
        page={pager.page}
        pageSize={pager.pageSize}
        shown={rows.length}
        total={pager.total}
        onChange={pager.onChange}
      />
    </>
  );
}
