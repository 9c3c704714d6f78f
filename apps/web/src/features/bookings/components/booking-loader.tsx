import type { ReactNode } from 'react';
import { Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../lib/api-error';
import { useBooking } from '../../../lib/queries/bookings';
import { BookingNotFound, type BookingNotFoundProps } from './booking-not-found';
import { LoadError } from './load-error';

interface BookingLoaderProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  title: string;
  /** The staff pages' headings are a size smaller. */
  headingSize?: 'h2';
  /** The skeleton cards while it loads: as many, as high, as the details' cards. */
  skeletons: { count: number; height: number };
  /** What the page says, and where it leads, when there is no such booking for the viewer. */
  notFound: BookingNotFoundProps;
  children: (booking: Booking) => ReactNode;
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function BookingLoader(props: BookingLoaderProps) {
  const { id, headingSize, skeletons } = props;
  const query = useBooking(id);
  const heading = (title: string) => (
    <>
      <PageTitle title={title} />
      <Title order={1} size={headingSize}>
        {title}
      </Title>
    </>
  );

  if (id === undefined || (query.isError && isNotFound(query.error))) {
    return (
      <Stack gap="lg">
        {heading('Booking not found')}
        <BookingNotFound {...props.notFound} />
      </Stack>
    );
  }
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="lg" role="status">
        <VisuallyHidden>Loading the booking…</VisuallyHidden>
        <Skeleton height={24} width={220} />
        <Group grow align="flex-start" wrap="wrap">
          {Array.from({ length: skeletons.count }, (_, i) => (
            <Skeleton key={i} height={skeletons.height} miw={240} radius="md" />
          ))}
        </Group>
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError title="Could not load the booking" query={query} />;
  } else {
    body = props.children(query.data);
  }
  return (
    <Stack gap="lg">
      {heading(props.title)}
      {body}
    </Stack>
  );
}
