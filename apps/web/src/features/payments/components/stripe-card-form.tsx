import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import type { CardFormProps } from './card-form-props';
import { formatMoney } from '../../../lib/format-money';

// One Stripe.js per publishable key for the life of the page, as Stripe recommends.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  const known = stripes.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey);
  stripes.set(publishableKey, loading);
  return loading;
};

function PaymentElementForm({ session, disabled, onError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    // On success Stripe leaves for return_url with ?payment_intent=…; we only get here on an error.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paths.paymentSuccess.getHref()}` },
    });
    setSubmitting(false);
    onError(error.message ?? 'Your payment could not be completed.', {
      retryable: error.type === 'validation_error',
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card details">
      <Stack gap="md">
        <PaymentElement />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={disabled || submitting || !stripe || !elements}
          aria-busy={submitting}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          {submitting ? 'Processing...' : `Pay ${formatMoney(session.amount)}`}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe Elements: loaded lazily, so Stripe.js is fetched only when Stripe takes the cards. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...formProps } = props;
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.session.client_secret }}
    >
      <PaymentElementForm {...formProps} />
    </Elements>
  );
}
