import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useCheckoutSession } from '../api/create-checkout-session';
import { useBooking } from '../../../lib/queries/bookings';
import { usePaymentConfig } from '../api/get-payment-config';
import { useHoldCountdown } from '../../../lib/use-hold-countdown';
import { usePaymentOutcome } from '../hooks/use-payment-outcome';
import { CardForm } from './card-form';
import { HoldTimer } from './hold-timer';
import { PaidBookingSummary } from './paid-booking-summary';

interface CheckoutPageProps {
  /** From navigation state: the wizard's CONFIRM & PAY NOW; undefined after a reload. */
  bookingId: number | undefined;
  myBookingsHref: string;
}

function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <Container size={560} py={{ base: 'xl', sm: 48 }}>
      <PageTitle title="Checkout" />
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        {children}
      </Stack>
    </Container>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Loader aria-hidden="true" />
      <Text c="dimmed">{label}</Text>
    </Stack>
  );
}

function CannotPay({ message, myBookingsHref }: { message: string; myBookingsHref: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {message}
      </Alert>
      <Button component={Link} to={myBookingsHref} variant="light" w="fit-content">
        Go to My Bookings
      </Button>
    </Stack>
  );
}

/** /checkout-session: the amount the server charges, the booking, the hold, the card form. */
export function CheckoutPage({ bookingId, myBookingsHref }: CheckoutPageProps) {
  const config = usePaymentConfig();
  const checkout = useCheckoutSession(bookingId);
  const booking = useBooking(bookingId);
  const secondsLeft = useHoldCountdown(checkout.data?.hold_expires_at);
  const { error, onPaid, onError } = usePaymentOutcome();

  if (bookingId === undefined) {
    return (
      <CheckoutShell>
        <Text>
          There is no booking to pay for on this page. It opens from the booking wizard&apos;s
          CONFIRM &amp; PAY NOW, or from Pay now in My Bookings.
        </Text>
        <Text>
          Your booking, if you made one, is waiting in{' '}
          <Anchor component={Link} to={myBookingsHref}>
            My Bookings
          </Anchor>
          .
        </Text>
      </CheckoutShell>
    );
  }

  const failure = checkout.error ?? config.error ?? booking.error;
  if (failure) {
    return (
      <CheckoutShell>
        <CannotPay message={errorMessage(failure)} myBookingsHref={myBookingsHref} />
      </CheckoutShell>
    );
  }
  if (!checkout.data || !config.data || !booking.data) {
    return (
      <CheckoutShell>
        <Loading label="Preparing your payment..." />
      </CheckoutShell>
    );
  }

  const lapsed = secondsLeft === 0;
  return (
    <CheckoutShell>
      <PaidBookingSummary
        booking={booking.data}
        amount={checkout.data.amount}
        amountLabel="Amount to pay"
      />
      {secondsLeft !== null && <HoldTimer secondsLeft={secondsLeft} />}
      <CardForm
        config={config.data}
        session={checkout.data}
        disabled={lapsed || (error?.leaving ?? false)}
        onPaid={onPaid}
        onError={onError}
      />
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          <Text fw={600}>{error.message}</Text>
          {error.leaving && <Text size="sm">Taking you to the payment status page...</Text>}
        </Alert>
      )}
    </CheckoutShell>
  );
}
