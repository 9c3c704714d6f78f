import { useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, ContactMessageSchema, DEFAULT_COUNTRY } from '@courtbook/shared';
import { BRAND_NAME } from '../../../config/env';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { SubmitButton } from '../../../components/submit-button';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { capitalizedAsTyped, toE164 } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';
import type { ContactClub } from '../hooks/use-contact-club';

export const CONTACT_SENT = 'Thank you! Your message has been sent.';
export const CONTACT_FAILED = 'Your message could not be sent. Please try again.';

const emptyFor = (club: ContactClub | null) => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  message: '',
  location_id: club?.id ?? null,
});

interface ContactFormProps {
  /** The club chosen on the booking pages: the message goes to its staff unless unticked. */
  club?: ContactClub | null;
}

/**
 * Contact Us (SPEC.md sections 3 and 5): each field is checked when it loses focus, then on every
 * change; submitting checks them all. Success clears the form; a refusal shows the server's words.
 */
export function ContactForm({ club = null }: ContactFormProps) {
  const send = useSendContactMessage();
  const empty = emptyFor(club);
  // The phone input's flag; the message itself carries no country.
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ContactMessageSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });
  const phone = useController({ control, name: 'phone' });
  const toClub = useController({ control, name: 'location_id' });

  const onSubmit = handleSubmit(async ({ location_id, ...values }) => {
    // Without a club the body is exactly the spec's contact message.
    const payload = { ...values, phone: toE164(values.phone) };
    const response = await unlessOffline(
      send.mutateAsync(location_id ? { ...payload, location_id } : payload),
    );
    if (!response) return;
    if (response.ok && hasCode(response.body, 200, 201)) {
      notify.success(response.body.message || CONTACT_SENT);
      reset(empty);
      setCountry(DEFAULT_COUNTRY);
    } else {
      notify.error(refusalMessage(response.body, CONTACT_FAILED));
    }
  });

  // Enter makes a new line in the message; Ctrl+Enter (⌘+Enter) sends it.
  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact Us">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.first_name?.message}
            {...capitalizedAsTyped(register('first_name'))}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.last_name?.message}
            {...capitalizedAsTyped(register('last_name'))}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label="Phone number"
          withAsterisk
          name="phone"
          value={typeof phone.field.value === 'string' ? phone.field.value : ''}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          error={phone.fieldState.error?.message}
          country={country}
          onCountryChange={setCountry}
        />
        <Textarea
          label="Message"
          description="How can we help? Include the location, date and court if it is about a booking."
          withAsterisk
          rows={6}
          resize="vertical"
          maxLength={CONTACT_MESSAGE_MAX}
          error={errors.message?.message}
          onKeyDown={sendOnCtrlEnter}
          {...register('message')}
        />
        <Text size="xs" c="dimmed">
          Press Ctrl+Enter in the message to send it.
        </Text>
        {club ? (
          <Checkbox
            label={`Send to ${club.name}`}
            description={`Its staff will read and answer your message. Untick to write only to the ${BRAND_NAME} team.`}
            checked={toClub.field.value != null}
            onChange={(event) =>
              toClub.field.onChange(event.currentTarget.checked ? club.id : null)
            }
          />
        ) : null}
        <SubmitButton loading={isSubmitting} size="md" fullWidth>
          Send message
        </SubmitButton>
      </Stack>
    </form>
  );
}
