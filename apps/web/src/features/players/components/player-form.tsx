import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, Stack } from '@mantine/core';
import {
  isPhoneOfCountry,
  PHONE_OF_COUNTRY,
  PlayerCreateSchema,
  PlayerMessages,
} from '@courtbook/shared';
import { EMPTY_PERSON, PersonFields } from '../../../components/person-fields';
import { EMPTY_PASSWORD, NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { checkingPhoneAsSent, toE164 } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useCreatePlayer, useLocationOptions } from '../api/players';
import { FormError } from '../../../components/form-error';

interface PlayerFormValues {
  location_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  password: string;
  confirm_password: string;
}

/** /user-registraion: staff register a player at one of their locations (verified at once). */
export function PlayerForm() {
  const navigate = useNavigate();
  const create = useCreatePlayer();
  const options = useLocationOptions();
  const [serverError, setServerError] = useState<string | null>(null);
  const only = options.data?.length === 1 ? String(options.data[0]?.id) : null;
  const form = useForm<PlayerFormValues>({
    resolver: checkingPhoneAsSent(
      zodResolver(
        PlayerCreateSchema.refine(isPhoneOfCountry, PHONE_OF_COUNTRY),
      ) as unknown as Resolver<PlayerFormValues>,
    ),
    mode: 'onTouched',
    defaultValues: { location_id: null, ...EMPTY_PERSON, ...EMPTY_PASSWORD },
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = form;
  const location = useController({ control, name: 'location_id' });
  // A staff member with one location has nothing to choose.
  useEffect(() => {
    if (only && getValues('location_id') === null) setValue('location_id', only);
  }, [only, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await create.mutateAsync({
        ...values,
        location_id: Number(values.location_id),
        phone: toE164(values.phone),
      });
      notify.success(message || PlayerMessages.created);
      await navigate(paths.users.getHref());
    } catch (error) {
      const message = errorMessage(error);
      if (message === PlayerMessages.emailTaken) setError('email', { message });
      else if (message === PlayerMessages.locationInvalid) setError('location_id', { message });
      else setServerError(message);
      notify.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add player">
      <Stack gap="md" maw={720}>
        <Select
          label="Location"
          description="Where the player registers."
          placeholder={options.isPending ? 'Loading locations…' : 'Choose a location'}
          data={(options.data ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
          value={location.field.value}
          onChange={location.field.onChange}
          onBlur={location.field.onBlur}
          error={
            location.fieldState.error?.message ??
            (options.isError ? errorMessage(options.error) : undefined)
          }
          searchable
          nothingFoundMessage="No locations found"
        />
        <PersonFields control={control} autoComplete="off" />
        <NewPasswordFields form={form} name="password" label="Password" inline />
        <FormError error={serverError} title="Could not add the player" />
        <Group justify="flex-end">
          <SubmitButton loading={isSubmitting}>Add player</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
