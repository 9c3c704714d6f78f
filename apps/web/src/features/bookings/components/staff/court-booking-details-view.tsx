import { Link } from 'react-router';
import {
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';
import { PageTitle } from '../../../../components/page-title';
import { isNotFound } from '../../../../lib/api-error';
import { useBooking } from '../../../../lib/queries/bookings';
import { LoadError } from '../load-error';
import { CourtBookingDetails } from './court-booking-details';

function Heading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Title order={1} size="h2">
        {title}
      </Title>
    </>
  );
}

function NotFound({ backHref }: { backHref: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconCalendarQuestion size={30} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed" maw={440}>
          We could not find this booking. The link may be wrong, or the booking is at a location you
          do not manage.
        </Text>
        <Button
          component={Link}
          to={backHref}
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Back to court bookings
        </Button>
      </Stack>
    </Paper>
  );
}

interface CourtBookingDetailsViewProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  backHref: string;
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function CourtBookingDetailsView({ id, backHref }: CourtBookingDetailsViewProps) {
  const query = useBooking(id);

  if (id === undefined || (query.isError && isNotFound(query.error))) {
    return (
      <Stack gap="lg">
        <Heading title="Booking not found" />
        <NotFound backHref={backHref} />
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="lg">
        <Heading title="Court booking details" />
        <Stack gap="lg" role="status">
          <VisuallyHidden>Loading the booking…</VisuallyHidden>
          <Skeleton height={24} width={220} />
          <Group grow align="flex-start" wrap="wrap">
            {[0, 1].map((i) => (
              <Skeleton key={i} height={200} miw={240} radius="md" />
            ))}
          </Group>
        </Stack>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg">
        <Heading title="Court booking details" />
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
      <Heading title="Court booking details" />
      <CourtBookingDetails booking={query.data} backHref={backHref} />
    </Stack>
  );
}
