import { useLocation, useNavigate } from 'react-router';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicLocation } from '@courtbook/shared';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { LocationSearch } from '../../features/locations/components/location-search';
import { readReturnTo } from '../../features/auth/lib/nav-state';
import { useChangeClub } from '../../features/profile/api/change-club';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { canUsePlayerPages, useSession } from '../../lib/session';
import { saveSelectedLocation } from '../../lib/storage';

function SearchCourtPage({
  intro,
  onContinue,
  busy,
}: {
  intro: string;
  onContinue: (location: PublicLocation) => void;
  busy?: boolean;
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
          <LocationSearch onContinue={onContinue} busy={busy} />
        </Paper>
      </Stack>
    </Container>
  );
}

/** A signed-in player changes club: the API records it, then the wizard opens there. */
function ChangeClubPage() {
  const navigate = useNavigate();
  const changeClub = useChangeClub();
  return (
    <SearchCourtPage
      intro="Choose the club where you want to play. You stay signed in."
      busy={changeClub.isPending}
      onContinue={(location) =>
        changeClub.mutate(
          { location: location.id },
          {
            onSuccess: () => {
              saveSelectedLocation({ id: location.id, name: location.name });
              void navigate(paths.userBookCourt.getHref());
            },
            onError: (error) => notify.error(errorMessage(error)),
          },
        )
      }
    />
  );
}

/**
 * /user-select-location: Continue goes to the player login for that location; a signed-in player
 * changes club here instead, and goes back to the wizard.
 */
export function PlayerSelectLocationRoute() {
  const navigate = useNavigate();
  const session = useSession();
  // A guard's `from` travels on to the login, which returns there.
  const returnTo = readReturnTo(useLocation().state);
  if (canUsePlayerPages(session)) return <ChangeClubPage />;
  return (
    <SearchCourtPage
      intro="Find your club or organisation to log in and book a court."
      onContinue={(location) =>
        navigate(paths.userLogin.getHref(), {
          state: {
            locationName: location.name,
            locationId: location.id,
            ...(returnTo ? { from: returnTo } : {}),
          },
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
