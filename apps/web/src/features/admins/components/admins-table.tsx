import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { SearchAndDates } from '../../../components/search-and-dates';
import { useListFilters } from '../../../lib/list-filters';
import { TablePager } from '../../../components/table-pager';
import { Link } from 'react-router';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminRecord } from '@courtbook/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { TableStateRow } from '../../../components/table-state-row';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { ADMINS_PAGE_SIZE, useAdmins, useDeleteAdmin } from '../api/admins';
import { formatDay, permissionLabel, userTypeLabel } from './format';
import { UserType } from '@courtbook/shared';

const nameOf = (admin: AdminRecord) => `${admin.first_name} ${admin.last_name}`;

function TypeBadges({ admin }: { admin: AdminRecord }) {
  return (
    <Group gap={4}>
      <Badge color={admin.user_type === UserType.SuperAdmin ? 'grape' : 'blue'} variant="light">
        {userTypeLabel(admin.user_type)}
      </Badge>
      {admin.permissions.map((permission) => (
        <Badge key={permission} color="gray" variant="outline">
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

interface RowActionsProps {
  admin: AdminRecord;
  /** Your own account cannot be deleted here. */
  canDelete: boolean;
  onDelete: (admin: AdminRecord) => void;
}

function RowActions({ admin, canDelete, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon
          component={Link}
          to={paths.updateRegistration.getHref(admin.id)}
          variant="subtle"
          aria-label={`Edit ${nameOf(admin)}`}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {canDelete ? (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${nameOf(admin)}`}
            onClick={() => onDelete(admin)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** /dashboard: staff accounts with search, a created-date range and pages of 10 (cards on a phone). */
export function AdminsTable({ currentUserId }: { currentUserId: number | undefined }) {
  const { filters, setFilters, page, setPage, query: listQuery } = useListFilters();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const query = useAdmins(listQuery);
  const remove = useDeleteAdmin();

  const data = query.data;
  const rows = data?.results ?? [];
  const canDelete = (admin: AdminRecord) => admin.id !== currentUserId;

  const {
    toDelete,
    ask: setToDelete,
    cancel,
    confirm: confirmDelete,
  } = useConfirmDelete<AdminRecord>({
    remove,
    deletedMessage: 'Admin deleted successfully.',
    pager: { page, rowsOnPage: rows.length, setPage },
  });

  const empty = !query.isPending && rows.length === 0 && !query.isError;
  let cards = null;
  if (phone) {
    cards = query.isPending ? (
      <Group justify="center" py="md" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Loading admins…</Text>
      </Group>
    ) : empty ? (
      <Text c="dimmed" ta="center" py="md" role="status">
        No admins found.
      </Text>
    ) : (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((admin) => (
          <Card key={admin.id} component="li" withBorder padding="md" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(admin)}
                </Text>
                <RowActions admin={admin} canDelete={canDelete(admin)} onDelete={setToDelete} />
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
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SearchAndDates
        value={filters}
        onChange={setFilters}
        searchPlaceholder="Name or email"
        datesLabel="Created"
      />

      {query.isError ? (
        <Alert color="red" title="Could not load admins">
          {errorMessage(query.error)}
        </Alert>
      ) : null}

      {phone ? (
        cards
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Role and permissions</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <TableStateRow columns={7} loading="Loading admins…" />
              ) : empty ? (
                <TableStateRow columns={7} empty="No admins found." />
              ) : (
                rows.map((admin) => (
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
                      <RowActions
                        admin={admin}
                        canDelete={canDelete(admin)}
                        onDelete={setToDelete}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <TablePager
        page={page}
        pageSize={ADMINS_PAGE_SIZE}
        shown={rows.length}
        total={data?.count ?? 0}
        onChange={setPage}
      />

      <ConfirmModal
        opened={toDelete !== null}
        title="Delete admin"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={cancel}
      >
        Delete {toDelete ? nameOf(toDelete) : ''}? They can no longer log in. Bookings they made are
        kept.
      </ConfirmModal>
    </Stack>
  );
}
