import { useConfirmDelete } from '../../../../lib/use-confirm-delete';
import { SearchAndDates } from '../../../../components/search-and-dates';
import { useListFilters } from '../../../../lib/list-filters';
import { PagedList } from '../../../../components/paged-list';
import { Link } from 'react-router';
import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Location } from '@courtbook/shared';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { paths } from '../../../../config/paths';
import { useDeleteLocation } from '../../api/delete-location';
import { useLocations } from '../../api/get-locations';
import { ActiveBadge } from './active-badge';

const PAGE_SIZE = 10;

interface LocationsTableProps {
  /** Super admins may delete. */
  canDelete: boolean;
}

/** /locations: search, a created-date range, pages of 10, and row actions. */
export function LocationsTable({ canDelete }: LocationsTableProps) {
  const { filters, setFilters, page, setPage, query: listQuery } = useListFilters();
  const query = useLocations(listQuery);
  const remove = useDeleteLocation();

  const data = query.data;
  const rows = data?.results ?? [];

  const deletion = useConfirmDelete<Location>({
    remove,
    deletedMessage: 'Location deleted successfully.',
    pager: { page, rowsOnPage: rows.length, setPage },
  });

  return (
    <Stack gap="md">
      <SearchAndDates
        value={filters}
        onChange={setFilters}
        searchPlaceholder="Name or city"
        datesLabel="Created"
      />

      <PagedList
        noun="locations"
        query={query}
        rows={rows}
        label="Locations table"
        minWidth={720}
        columns={6}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>Time zone</Table.Th>
            <Table.Th>Courts</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
        row={(location) => (
          <Table.Tr key={location.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {location.name}
              </Text>
            </Table.Td>
            <Table.Td>{location.city || '—'}</Table.Td>
            <Table.Td>{location.time_zone}</Table.Td>
            <Table.Td>{location.courts_count}</Table.Td>
            <Table.Td>
              <ActiveBadge active={location.is_active} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="View details">
                  <ActionIcon
                    component={Link}
                    to={paths.locationDetails.getHref(location.id)}
                    variant="subtle"
                    aria-label={`View details of ${location.name}`}
                  >
                    <IconEye size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Edit">
                  <ActionIcon
                    component={Link}
                    to={paths.updateLocations.getHref(location.id)}
                    variant="subtle"
                    aria-label={`Edit ${location.name}`}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                {canDelete ? (
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${location.name}`}
                      onClick={() => deletion.ask(location)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        pager={{ page, pageSize: PAGE_SIZE, total: data?.count ?? 0, onChange: setPage }}
      />

      <ConfirmModal
        opened={deletion.toDelete !== null}
        title="Delete location"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Delete {deletion.toDelete?.name}? Its courts and closures are deleted too. This cannot be
        undone.
      </ConfirmModal>
    </Stack>
  );
}
