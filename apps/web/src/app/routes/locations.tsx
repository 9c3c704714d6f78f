import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { PageLink, StaffPage } from '../../components/staff-page';
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
      <StaffPage title={title}>
        <Alert color="red">Location not found.</Alert>
      </StaffPage>
    );
  }
  if (query.isPending) {
    return (
      <StaffPage title={title}>
        <Group role="status" gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading the location…</Text>
        </Group>
      </StaffPage>
    );
  }
  if (query.isError) {
    return (
      <StaffPage title={title}>
        <Alert color="red" title="Could not load the location">
          {errorMessage(query.error)}
        </Alert>
        <div>
          <Button component={Link} to={paths.locations.getHref()} variant="default">
            Back to locations
          </Button>
        </div>
      </StaffPage>
    );
  }
  return <>{children(query.data)}</>;
}

export function LocationsRoute() {
  const superAdmin = useIsSuperAdmin();
  return (
    <StaffPage
      title="Locations"
      actions={
        superAdmin ? <PageLink to={paths.addLocations.getHref()}>Add location</PageLink> : null
      }
    >
      <LocationsTable canDelete={superAdmin} />
    </StaffPage>
  );
}

export function AddLocationRoute() {
  const superAdmin = useIsSuperAdmin();
  return (
    <StaffPage title="Add a location">
      {superAdmin ? (
        <LocationForm />
      ) : (
        <Alert color="red">Only a super admin can create locations.</Alert>
      )}
    </StaffPage>
  );
}

export function UpdateLocationRoute() {
  return (
    <WithLocation title="Edit location">
      {(location) => (
        <StaffPage title={`Edit ${location.name}`}>
          <LocationForm key={location.id} location={location} />
        </StaffPage>
      )}
    </WithLocation>
  );
}

export function LocationDetailsRoute() {
  return (
    <WithLocation title="Location details">
      {(location) => (
        <StaffPage
          title="Location details"
          actions={
            <Group gap="xs">
              <PageLink to={paths.locations.getHref()} back>
                Locations
              </PageLink>
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
        </StaffPage>
      )}
    </WithLocation>
  );
}

export function MyLocationsRoute() {
  return (
    <StaffPage title="My locations">
      <MyLocations />
    </StaffPage>
  );
}
