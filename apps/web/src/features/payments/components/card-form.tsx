import { lazy, Suspense } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { PaymentConfig } from '@courtbook/shared';
import type { CardFormProps } from './card-form-props';
import { LocalCardForm } from './local-card-form';

// Stripe's libraries stay out of the main bundle; most installs never use them.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card form of whichever provider the API is configured with. */
export function CardForm({ config, ...props }: CardFormProps & { config: PaymentConfig }) {
  if (config.provider === 'local') return <LocalCardForm {...props} />;
  if (!config.publishableKey) {
    return (
      <Alert color="red" role="alert" title="Card payments are not available">
        The payment provider is not configured. Please contact support.
      </Alert>
    );
  }
  return (
    <Suspense
      fallback={
        <Stack align="center" gap="xs" py="lg" data-testid="stripe-loading">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading the secure card form...
          </Text>
        </Stack>
      }
    >
      <StripeCardForm {...props} publishableKey={config.publishableKey} />
    </Suspense>
  );
}
