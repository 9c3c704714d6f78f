import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useAdmin } from '../../features/admins/api/admins';
import { AdminForm } from '../../features/admins/components/admin-form';
import { AdminsTable } from '../../features/admins/components/admins-table';

function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

const backToAdmins = (
  <Button
    component={Link}
    to={paths.dashboard.getHref()}
    variant="default"
    leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
  >
    Admins
  </Button>
);

/** /dashboard: the admins list (super admins). */
export function AdminsRoute() {
  const id = useSession().user?.id;
  return (
    <Page
      title="Admins"
      actions={
        <Button
          component={Link}
          to={paths.adminRegistration.getHref()}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Add admin
        </Button>
      }
    >
      <AdminsTable currentUserId={typeof id === 'number' ? id : undefined} />
    </Page>
  );
}

/** /admin-registration */
export function AddAdminRoute() {
  return (
    <Page title="Add an admin" actions={backToAdmins}>
      <AdminForm />
    </Page>
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
    <Page
      title={query.data ? `Edit ${query.data.first_name} ${query.data.last_name}` : 'Edit admin'}
      actions={backToAdmins}
    >
      {body}
    </Page>
  );
}
