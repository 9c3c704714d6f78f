import { useNavigate } from 'react-router';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicLocation } from '@courtbook/shared';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { LocationSearch } from '../../features/locations/components/location-search';
import { saveSelectedLocation } from '../../lib/storage';

function SearchCourtPage({
  intro,
  onContinue,
}: {
  intro: string;
  onContinue: (location: PublicLocation) => void;
}) {
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <PageTitle title="Search Court" />
      <Stack gap="lg">
        <div>
          <Title order={1}>Search Court</Title>
          <Text c="dimmed" mt="xs">
            {intro}
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <LocationSearch onContinue={onContinue} />
        </Paper>
      </Stack>
    </Container>
  );
}

/** /user-select-location: Continue goes to the player login for that location. */
export function PlayerSelectLocationRoute() {
  const navigate = useNavigate();
  return (
    <SearchCourtPage
      intro="Find your club or organisation to log in and book a court."
      onContinue={(location) =>
        navigate(paths.userLogin.getHref(), {
          state: { locationName: location.name, locationId: location.id },
        })
      }
    />
  );
}

/** /select-location: staff choose the location they book for; it is remembered. */
export function StaffSelectLocationRoute() {
  const navigate = useNavigate();
  return (
    <SearchCourtPage
      intro="Choose the location you are booking for."
      onContinue={(location) => {
        saveSelectedLocation({ id: location.id, name: location.name });
        void navigate(paths.bookCourt.getHref());
      }}
    />
  );
}
