import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { NetworkError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmLocalPayment } from '../api/confirm-local-payment';
import {
  cardFormSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardForm,
} from '../lib/card-fields';
import type { CardFormProps } from './card-form-props';
import { TestCardNotice } from './test-card-notice';
import { formatMoney } from '../../../lib/format-money';

/** Rewrites the input's value as it is typed (digits grouped, the expiry's slash). */
function formattedAsTyped<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  format: (value: string, deleting: boolean) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input: unknown = event.target;
      const native: unknown = (event as { nativeEvent?: unknown }).nativeEvent;
      const deleting =
        typeof InputEvent !== 'undefined' &&
        native instanceof InputEvent &&
        native.inputType.startsWith('delete');
      if (input instanceof HTMLInputElement) {
        const formatted = format(input.value, deleting);
        if (formatted !== input.value) input.value = formatted;
      }
      return registration.onChange(event);
    },
  };
}

const schema = cardFormSchema();

/** The local provider's card form: a test card processor inside our own API. */
export function LocalCardForm({ session, disabled, onPaid, onError }: CardFormProps) {
  const confirm = useConfirmLocalPayment();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { card_number: '', expiry: '', cvc: '' },
  });

  const onSubmit = handleSubmit(async (card) => {
    try {
      const result = await confirm.mutateAsync({ client_secret: session.client_secret, ...card });
      onPaid(result.payment_intent_id);
    } catch (error) {
      // A lost connection is not the card's fault: the player may simply try again.
      onError(errorMessage(error), { retryable: error instanceof NetworkError });
    }
  });

  const busy = isSubmitting || confirm.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card details">
      <Stack gap="md">
        <TestCardNotice />
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          error={errors.card_number?.message}
          {...formattedAsTyped(register('card_number'), formatCardNumber)}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            error={errors.expiry?.message}
            {...formattedAsTyped(register('expiry'), formatExpiry)}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.cvc?.message}
            {...formattedAsTyped(register('cvc'), formatCvc)}
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={disabled || busy}
            aria-busy={busy}
            leftSection={<IconLock size={18} aria-hidden="true" />}
          >
            {busy ? 'Processing...' : `Pay ${formatMoney(session.amount)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
