import { useStaffList } from '../../../lib/use-staff-list';
import { SearchAndDates } from '../../../components/search-and-dates';
import { PagedList } from '../../../components/paged-list';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminRecord } from '@courtbook/shared';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { RowAction, RowActions } from '../../../components/row-action';
import { paths } from '../../../config/paths';
import { ADMINS_PAGE_SIZE, adminsQueryOptions, useDeleteAdmin } from '../api/admins';
import { formatDay, permissionLabel, userTypeLabel } from './format';
import { UserType } from '@courtbook/shared';

const nameOf = (admin: AdminRecord) => `${admin.first_name} ${admin.last_name}`;

function TypeBadges({ admin }: { admin: AdminRecord }) {
  return (
    <Group gap={4}>
      <Badge
        color={admin.user_type === UserType.SuperAdmin ? 'grape' : 'blue'}
        variant="light"
        miw="max-content"
      >
        {userTypeLabel(admin.user_type)}
      </Badge>
      {admin.permissions.map((permission) => (
        <Badge key={permission} color="gray" variant="outline" miw="max-content">
          {permissionLabel(permission)}
        </Badge>
      ))}
    </Group>
  );
}

const locationsText = (admin: AdminRecord) =>
  admin.user_type === UserType.SuperAdmin
    ? 'All locations'
    : admin.locations.map((location) => location.name).join(', ') || '—';

interface AdminActionsProps {
  admin: AdminRecord;
  /** Your own account cannot be deleted here. */
  canDelete: boolean;
  onDelete: (admin: AdminRecord) => void;
}

function AdminActions({ admin, canDelete, onDelete }: AdminActionsProps) {
  return (
    <RowActions>
      <RowAction
        tip="Edit"
        label={`Edit ${nameOf(admin)}`}
        icon={IconPencil}
        to={paths.updateRegistration.getHref(admin.id)}
      />
      {canDelete ? (
        <RowAction
          tip="Delete"
          label={`Delete ${nameOf(admin)}`}
          icon={IconTrash}
          color="red"
          onClick={() => onDelete(admin)}
        />
      ) : null}
    </RowActions>
  );
}

/** /dashboard: staff accounts with search, a created-date range and pages of 10 (cards on a phone). */
export function AdminsTable({ currentUserId }: { currentUserId: number | undefined }) {
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const { filters, setFilters, query, rows, pager, deletion } = useStaffList<AdminRecord>({
    listOptions: adminsQueryOptions,
    pageSize: ADMINS_PAGE_SIZE,
    remove: useDeleteAdmin(),
    deletedMessage: 'Admin deleted successfully.',
  });
  const canDelete = (admin: AdminRecord) => admin.id !== currentUserId;

  return (
    <Stack gap="md">
      <SearchAndDates
        value={filters}
        onChange={setFilters}
        searchPlaceholder="Name or email"
        datesLabel="Created"
      />

      <PagedList
        noun="admins"
        query={query}
        rows={rows}
        label="Admins table"
        minWidth={900}
        columns={[
          'Name',
          'Email',
          'Phone',
          'Role and permissions',
          'Locations',
          'Created',
          'Actions',
        ]}
        row={(admin) => (
          <Table.Tr key={admin.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {nameOf(admin)}
              </Text>
            </Table.Td>
            <Table.Td>{admin.email}</Table.Td>
            <Table.Td>{admin.phone || '—'}</Table.Td>
            <Table.Td>
              <TypeBadges admin={admin} />
            </Table.Td>
            <Table.Td>{locationsText(admin)}</Table.Td>
            <Table.Td>{formatDay(admin.created_at)}</Table.Td>
            <Table.Td>
              <AdminActions admin={admin} canDelete={canDelete(admin)} onDelete={deletion.ask} />
            </Table.Td>
          </Table.Tr>
        )}
        asCards={phone}
        card={(admin) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {nameOf(admin)}
              </Text>
              <AdminActions admin={admin} canDelete={canDelete(admin)} onDelete={deletion.ask} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {admin.email}
            </Text>
            <Text size="sm">{admin.phone || '—'}</Text>
            <TypeBadges admin={admin} />
            <Text size="sm" c="dimmed">
              {locationsText(admin)} · Created {formatDay(admin.created_at)}
            </Text>
          </Stack>
        )}
        pager={pager}
      />

      <ConfirmDeleteModal deletion={deletion} title="Delete admin">
        {(admin) =>
          `Delete ${nameOf(admin)}? They can no longer log in. Bookings they made are kept.`
        }
      </ConfirmDeleteModal>
    </Stack>
  );
}
