import { useStaffList } from '../../../../lib/use-staff-list';
import { SearchAndDates } from '../../../../components/search-and-dates';
import { PagedList } from '../../../../components/paged-list';
import { Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Location } from '@courtbook/shared';
import { ConfirmDeleteModal } from '../../../../components/confirm-delete-modal';
import { RowAction, RowActions } from '../../../../components/row-action';
import { paths } from '../../../../config/paths';
import { useDeleteLocation } from '../../api/delete-location';
import { LOCATIONS_PAGE_SIZE, locationsQueryOptions } from '../../api/get-locations';
import { LocationCells } from './location-cells';

interface LocationsTableProps {
  /** Super admins may delete. */
  canDelete: boolean;
}

/** /locations: search, a created-date range, pages of 10, and row actions. */
export function LocationsTable({ canDelete }: LocationsTableProps) {
  const { filters, setFilters, query, rows, pager, deletion } = useStaffList<Location>({
    listOptions: locationsQueryOptions,
    pageSize: LOCATIONS_PAGE_SIZE,
    remove: useDeleteLocation(),
    deletedMessage: 'Location deleted successfully.',
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
        columns={['Name', 'City', 'Time zone', 'Courts', 'Status', 'Actions']}
        row={(location) => (
          <Table.Tr key={location.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {location.name}
              </Text>
            </Table.Td>
            <LocationCells location={location} />
            <Table.Td>
              <RowActions>
                <RowAction
                  tip="View details"
                  label={`View details of ${location.name}`}
                  icon={IconEye}
                  to={paths.locationDetails.getHref(location.id)}
                />
                <RowAction
                  tip="Edit"
                  label={`Edit ${location.name}`}
                  icon={IconPencil}
                  to={paths.updateLocations.getHref(location.id)}
                />
                {canDelete ? (
                  <RowAction
                    tip="Delete"
                    label={`Delete ${location.name}`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => deletion.ask(location)}
                  />
                ) : null}
              </RowActions>
            </Table.Td>
          </Table.Tr>
        )}
        pager={pager}
      />

      <ConfirmDeleteModal deletion={deletion} title="Delete location">
        {(location) =>
          `Delete ${location.name}? Its courts and closures are deleted too. This cannot be undone.`
        }
      </ConfirmDeleteModal>
    </Stack>
  );
}
