import { Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../lib/api-error';
import { useBooking } from '../../../lib/queries/bookings';
import { BookingDetails } from './booking-details';
import { BookingNotFound } from './booking-not-found';
import { LoadError } from './load-error';

interface BookingDetailsViewProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  bookCourtHref: string;
  backHref: string;
  viewerEmail?: string | undefined;
}

function Heading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
    </>
  );
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function BookingDetailsView({
  id,
  bookCourtHref,
  backHref,
  viewerEmail,
}: BookingDetailsViewProps) {
  const query = useBooking(id);

  if (id === undefined || (query.isError && isNotFound(query.error))) {
    return (
      <Stack gap="lg">
        <Heading title="Booking not found" />
        <BookingNotFound backHref={backHref} />
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="lg">
        <Heading title="Booking Details" />
        <Stack gap="lg" role="status">
          <VisuallyHidden>Loading the booking…</VisuallyHidden>
          <Skeleton height={24} width={220} />
          <Group grow align="flex-start" wrap="wrap">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={220} miw={240} radius="md" />
            ))}
          </Group>
        </Stack>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        <Heading title="Booking Details" />
        <LoadError
          title="Could not load the booking"
          error={query.error}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Heading title="Booking Details" />
      <BookingDetails
        booking={query.data}
        bookCourtHref={bookCourtHref}
        backHref={backHref}
        viewerEmail={viewerEmail}
      />
    </Stack>
  );
}
