import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-error';
import { useTakeOffer } from '../../features/waitlist/api/waitlist';

/**
 * /waitlist/{id}: where an offer email leads. It takes the court held for the player (the club's
 * limits checked as for a booking) and goes straight to payment; or says why it cannot.
 */
export function WaitlistOfferRoute() {
  const { id = '' } = useParams();
  const entryId = /^\d{1,10}$/.test(id) ? Number(id) : undefined;
  const take = useTakeOffer();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(
    entryId === undefined ? 'This waitlist link is not valid.' : null,
  );
  const asked = useRef(false);
  useEffect(() => {
    if (entryId === undefined || asked.current) return;
    asked.current = true;
    take.mutate(entryId, {
      onSuccess: ({ booking_id }) =>
        void navigate(`${paths.checkoutSession.getHref()}?booking=${booking_id}`, {
          replace: true,
        }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  }, [entryId, navigate, take]);

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <PageTitle title="Your waitlist offer" />
      <Stack gap="md">
        <Title order={1}>Your waitlist offer</Title>
        {problem ? (
          <Alert color="yellow" role="alert" title="The court cannot be taken">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{problem}</Text>
              <Group gap="xs">
                <Button component={Link} to={paths.userBookings.getHref()} size="xs">
                  My Bookings
                </Button>
                <Button
                  component={Link}
                  to={paths.userBookCourt.getHref()}
                  size="xs"
                  variant="default"
                >
                  Book a court
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Getting the court held for you…</Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
