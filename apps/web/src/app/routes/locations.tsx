import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/api-error';
import { useLocation } from '../../features/locations/api/get-location';
import { CourtsTable } from '../../features/locations/components/staff/courts-table';
import { LocationForm } from '../../features/locations/components/staff/location-form';
import { LocationSummary } from '../../features/locations/components/staff/location-summary';
import { LocationsTable } from '../../features/locations/components/staff/locations-table';
import { MyLocations } from '../../features/locations/components/staff/my-locations';
import { UserType } from '@courtbook/shared';

const useIsSuperAdmin = () => useSession().user?.user_type === UserType.SuperAdmin;

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

/** The :id of the URL as a positive whole number, or undefined. */
function useIdParam(): number | undefined {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Loads the location of the URL, then renders `children` with it. */
function WithLocation({
  title,
  children,
}: {
  title: string;
  children: (location: NonNullable<ReturnType<typeof useLocation>['data']>) => ReactNode;
}) {
  const id = useIdParam() ?? 0;
  const query = useLocation(id);
  if (id === 0) {
    return (
      <Page title={title}>
        <Alert color="red">Location not found.</Alert>
      </Page>
    );
  }
  if (query.isPending) {
    return (
      <Page title={title}>
        <Group role="status" gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading the location…</Text>
        </Group>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={title}>
        <Alert color="red" title="Could not load the location">
          {errorMessage(query.error)}
        </Alert>
        <div>
          <Button component={Link} to={paths.locations.getHref()} variant="default">
            Back to locations
          </Button>
        </div>
      </Page>
    );
  }
  return <>{children(query.data)}</>;
}

export function LocationsRoute() {
  const superAdmin = useIsSuperAdmin();
  return (
    <Page
      title="Locations"
      actions={
        superAdmin ? (
          <Button
            component={Link}
            to={paths.addLocations.getHref()}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Add location
          </Button>
        ) : null
      }
    >
      <LocationsTable canDelete={superAdmin} />
    </Page>
  );
}

export function AddLocationRoute() {
  const superAdmin = useIsSuperAdmin();
  return (
    <Page title="Add a location">
      {superAdmin ? (
        <LocationForm />
      ) : (
        <Alert color="red">Only a super admin can create locations.</Alert>
      )}
    </Page>
  );
}

export function UpdateLocationRoute() {
  return (
    <WithLocation title="Edit location">
      {(location) => (
        <Page title={`Edit ${location.name}`}>
          <LocationForm key={location.id} location={location} />
        </Page>
      )}
    </WithLocation>
  );
}

export function LocationDetailsRoute() {
  return (
    <WithLocation title="Location details">
      {(location) => (
        <Page
          title="Location details"
          actions={
            <Group gap="xs">
              <Button
                component={Link}
                to={paths.locations.getHref()}
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              >
                Locations
              </Button>
              <Button
                component={Link}
                to={paths.updateLocations.getHref(location.id)}
                leftSection={<IconPencil size={16} aria-hidden="true" />}
              >
                Edit
              </Button>
            </Group>
          }
        >
          <LocationSummary location={location} />
          <CourtsTable location={location} />
        </Page>
      )}
    </WithLocation>
  );
}

export function MyLocationsRoute() {
  return (
    <Page title="My locations">
      <MyLocations />
    </Page>
  );
}
