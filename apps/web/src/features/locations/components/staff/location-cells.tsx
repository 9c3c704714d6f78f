import { Table } from '@mantine/core';
import type { Location } from '@courtbook/shared';
import { ActiveBadge } from './active-badge';

/** A location's City, Time zone, Courts and Status cells, as the staff tables list them. */
export function LocationCells({ location }: { location: Location }) {
  return (
    <>
      <Table.Td>{location.city || '—'}</Table.Td>
      <Table.Td>{location.time_zone}</Table.Td>
      <Table.Td>{location.courts_count}</Table.Td>
      <Table.Td>
        <ActiveBadge active={location.is_active} />
      </Table.Td>
    </>
  );
}
