import { Link } from 'react-router';
import { Anchor, Button, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconReceiptRefund } from '@tabler/icons-react';
import { PaymentMessages, refundedMessageOf, type VerifiedPayment } from '@courtbook/shared';
import { PageTitle } from '../../../components/page-title';
import { useVerifyPayment } from '../api/verify-payment';
import { PaidBookingSummary } from './paid-booking-summary';
import { PaymentFailed } from './payment-failed';

interface PaymentSuccessPageProps {
  /** The `payment_intent` query parameter, as Stripe's return (or the local form) sets it. */
  paymentIntentId: string | undefined;
  /** Verification needs the player's token: after a lost session there is none. */
  loggedIn: boolean;
  myBookingsHref: string;
  loginHref: string;
}

function Verified({
  payment,
  myBookingsHref,
}: {
  payment: VerifiedPayment;
  myBookingsHref: string;
}) {
  const refunded = payment.status === 'refunded';
  const title = refunded ? 'Payment refunded' : 'Payment Successful';
  const booking = payment.bookings[0];
  return (
    <Container size={560} py={{ base: 48, sm: 80 }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon
            size={72}
            radius="xl"
            variant="light"
            color={refunded ? 'orange' : 'green'}
            aria-hidden="true"
          >
            {refunded ? <IconReceiptRefund size={38} /> : <IconCircleCheck size={38} />}
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg" role="status">
            {refunded ? refundedMessageOf(payment.refund_reason) : PaymentMessages.succeeded}
          </Text>
        </Stack>
        {booking && (
          <PaidBookingSummary
            booking={booking}
            amount={payment.amount}
            amountLabel={refunded ? 'Refunded' : 'Paid'}
          />
        )}
        <Button component={Link} to={myBookingsHref} size="md" fullWidth>
          Go to My Bookings
        </Button>
      </Stack>
    </Container>
  );
}

/** /payment-success: asks the server to verify the payment, once, and says how it went. */
export function PaymentSuccessPage({
  paymentIntentId,
  loggedIn,
  myBookingsHref,
  loginHref,
}: PaymentSuccessPageProps) {
  const verify = useVerifyPayment(loggedIn ? paymentIntentId : undefined);

  if (!loggedIn) {
    return (
      <PaymentFailed>
        <Text maw={520}>
          Your session has ended, so we could not check this payment.{' '}
          <Anchor component={Link} to={loginHref}>
            Log in
          </Anchor>{' '}
          and open My Bookings to see whether your booking is confirmed.
        </Text>
      </PaymentFailed>
    );
  }
  if (!paymentIntentId || verify.isError) return <PaymentFailed />;
  if (!verify.data) {
    return (
      <Container size="sm" py={{ base: 48, sm: 80 }}>
        <PageTitle title="Checking your payment" />
        <Stack align="center" gap="md" ta="center" role="status">
          <Loader aria-hidden="true" />
          <Title order={1}>Checking your payment...</Title>
          <Text c="dimmed">This takes a moment. Please do not close this page.</Text>
        </Stack>
      </Container>
    );
  }
  return <Verified payment={verify.data} myBookingsHref={myBookingsHref} />;
}
