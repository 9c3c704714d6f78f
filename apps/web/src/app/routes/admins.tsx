import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { PageLink, StaffPage } from '../../components/staff-page';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useAdmin } from '../../features/admins/api/admins';
import { AdminForm } from '../../features/admins/components/admin-form';
import { AdminsTable } from '../../features/admins/components/admins-table';

const backToAdmins = (
  <PageLink to={paths.dashboard.getHref()} back>
    Admins
  </PageLink>
);

/** /dashboard: the admins list (super admins). */
export function AdminsRoute() {
  const id = useSession().user?.id;
  return (
    <StaffPage
      title="Admins"
      actions={<PageLink to={paths.adminRegistration.getHref()}>Add admin</PageLink>}
    >
      <AdminsTable currentUserId={typeof id === 'number' ? id : undefined} />
    </StaffPage>
  );
}

/** /admin-registration */
export function AddAdminRoute() {
  return (
    <StaffPage title="Add an admin" actions={backToAdmins}>
      <AdminForm />
    </StaffPage>
  );
}

/** /update-registraion/{id} */
export function UpdateAdminRoute() {
  const value = Number(useParams().id);
  const id = Number.isInteger(value) && value > 0 ? value : 0;
  const query = useAdmin(id);
  let body: ReactNode;
  if (id === 0) body = <Alert color="red">Admin not found.</Alert>;
  else if (query.isPending)
    body = (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading the admin…</Text>
      </Group>
    );
  else if (query.isError)
    body = (
      <Alert color="red" title="Could not load the admin">
        {errorMessage(query.error)}
      </Alert>
    );
  else body = <AdminForm key={query.data.id} admin={query.data} />;
  return (
    <StaffPage
      title={query.data ? `Edit ${query.data.first_name} ${query.data.last_name}` : 'Edit admin'}
      actions={backToAdmins}
    >
      {body}
    </StaffPage>
  );
}
