import { Link } from 'react-router';
import { Alert, Anchor, Group, Loader, Table, Text } from '@mantine/core';
import { ScrollableTable } from '../../../../components/scrollable-table';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-error';
import { useMyLocations } from '../../../../lib/queries/locations';
import { LocationCells } from './location-cells';

/** /location: the locations in the staff member's scope, each linking to its details. */
export function MyLocations() {
  const query = useMyLocations();
  if (query.isPending) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading your locations…</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load your locations">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" role="status">
        No locations are assigned to you yet.
      </Text>
    );
  }
  return (
    <ScrollableTable label="My locations table" minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>Time zone</Table.Th>
            <Table.Th>Courts</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.locationDetails.getHref(location.id)} fw={600}>
                  {location.name}
                </Anchor>
              </Table.Td>
              <LocationCells location={location} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
