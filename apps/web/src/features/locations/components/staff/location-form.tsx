import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  MAX_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_HORIZON_DAYS,
  MAX_WAITLIST_OFFER_MINUTES,
  MIN_WAITLIST_OFFER_MINUTES,
  type LocationCreate,
  type LocationDetail,
} from '@courtbook/shared';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useSaveLocation } from '../../api/save-location';
import { LogoField } from './logo-field';
import { locationResolver, toFormValues, type LocationFormValues } from './location-form-values';
import { OpeningHoursFields } from './opening-hours-fields';
import { FormError } from '../../../../components/form-error';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

interface LocationFormProps {
  /** Absent: a new location. */
  location?: LocationDetail;
}

/** /add-locations and /update-locations/{id}: sent as multipart, the logo as `logo`. */
export function LocationForm({ location }: LocationFormProps) {
  const navigate = useNavigate();
  const save = useSaveLocation();
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LocationFormValues, unknown, LocationCreate>({
    defaultValues: toFormValues(location),
    resolver: locationResolver,
  });

  const onSubmit = (values: LocationCreate) => {
    setServerError(undefined);
    save.mutate(
      { id: location?.id, values, logo, removeLogo },
      {
        onSuccess: (saved) => {
          notify.success(
            saved.message ||
              (location ? 'Location updated successfully.' : 'Location created successfully.'),
          );
          void navigate(paths.locationDetails.getHref(saved.id));
        },
        onError: (error) => {
          setServerError(errorMessage(error));
          notify.error(errorMessage(error));
        },
      },
    );
  };

  const text = (name: keyof LocationFormValues) => ({
    ...register(name),
    error: (errors[name] as { message?: string } | undefined)?.message,
  });

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="lg">
        <FormError error={serverError} title="The location was not saved" />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Details
            </Title>
            <TextInput label="Name" withAsterisk {...text('name')} />
            <LogoField
              current={location?.logo ?? null}
              file={logo}
              removed={removeLogo}
              onFile={setLogo}
              onRemove={() => setRemoveLogo(true)}
            />
            <Textarea label="Description" rows={3} {...text('description')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Phone" type="tel" {...text('phone')} />
              <TextInput label="Email" type="email" {...text('email')} />
              <TextInput label="Website" placeholder="https://" {...text('website')} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Address
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Address line 1" withAsterisk {...text('address_1')} />
              <TextInput label="Address line 2" {...text('address_2')} />
              <TextInput label="Address line 3" {...text('address_3')} />
              <TextInput label="Address line 4" {...text('address_4')} />
              <TextInput label="City" {...text('city')} />
              <TextInput label="State" {...text('state')} />
              <TextInput
                label="Country"
                description="Two-letter code, such as US"
                maxLength={2}
                {...text('country')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Time, money and hours
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="time_zone"
                render={({ field }) => (
                  <Select
                    label="Time zone"
                    withAsterisk
                    searchable
                    placeholder="Search a time zone"
                    data={TIME_ZONES}
                    limit={50}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.time_zone?.message}
                    nothingFoundMessage="No time zone matches"
                  />
                )}
              />
              <TextInput label="Currency" maxLength={3} {...text('currency')} />
              <TextInput
                label="Default tax %"
                inputMode="decimal"
                description="For new courts"
                {...text('tax_percent')}
              />
              <TextInput
                label="Default card fee %"
                inputMode="decimal"
                description="For new courts"
                {...text('card_fee_percent')}
              />
              <TextInput
                label="Booking horizon (days)"
                inputMode="numeric"
                description={`How many days ahead players can book, ${MIN_BOOKING_HORIZON_DAYS} to ${MAX_BOOKING_HORIZON_DAYS}`}
                {...text('booking_horizon_days')}
              />
              <TextInput
                label="Waitlist hold (minutes)"
                inputMode="numeric"
                description={`How long a freed court is held for the next player in line, ${MIN_WAITLIST_OFFER_MINUTES} to ${MAX_WAITLIST_OFFER_MINUTES}`}
                {...text('waitlist_offer_minutes')}
              />
            </SimpleGrid>
            <Title order={3} size="h5">
              Fair use
            </Title>
            <Text size="sm" c="dimmed" mt={-8}>
              Limits for each player at this location; staff are exempt. Leave a field empty for no
              limit.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Upcoming bookings per player"
                inputMode="numeric"
                description="A weekly series counts 4"
                {...text('max_upcoming_bookings')}
              />
              <TextInput
                label="Hours per player a week"
                inputMode="numeric"
                description="Monday to Sunday"
                {...text('max_hours_per_week')}
              />
              <TextInput
                label="Bookings per player a day"
                inputMode="numeric"
                {...text('max_bookings_per_day')}
              />
            </SimpleGrid>
            <Title order={3} size="h5">
              Opening hours
            </Title>
            <OpeningHoursFields control={control} error={errors.opening_hours?.message} />
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <Switch
                  label="Active (players can book)"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {location ? 'Save changes' : 'Add location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
