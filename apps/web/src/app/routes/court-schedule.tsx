import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useMyLocations } from '../../lib/queries/locations';
import { CourtSchedulePage } from '../../features/schedule/components/court-schedule-page';

/** /court-schedule: the day sheet, for the locations the staff member manages. */
export function CourtScheduleRoute() {
  const locations = useMyLocations();
  return (
    <Stack gap="lg">
      <PageTitle title="Day sheet" />
      <Stack gap={4}>
        <Title order={1} size="h2">
          Day sheet
        </Title>
        <Text c="dimmed">
          Every court through the day, as it happens: open a booking, or book a free court for a
          player or a walk-in.
        </Text>
      </Stack>
      <CourtSchedulePage
        locations={{
          list: locations.data ?? [],
          loading: locations.isPending,
          failed: locations.isError,
        }}
      />
    </Stack>
  );
}
