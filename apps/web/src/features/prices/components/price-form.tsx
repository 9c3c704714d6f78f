import { useEffect, useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useBlocker } from 'react-router';
import {
  PriceConfigurationUpdateSchema,
  type PriceConfiguration,
  type PriceConfigurationUpdate,
} from '@courtbook/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSavePriceConfiguration } from '../api/save-price-configuration';
import { toFormValues, toUpdateBody, type PriceFormValues } from '../lib/price-form-values';
import { CourtPriceFields } from './court-price-fields';
import { PricePeriodFields } from './price-period-fields';
import { PricePeriodWeek } from './price-period-week';
import { PricePreview } from './price-preview';
import { FormError } from '../../../components/form-error';

// The schema takes any input; the form's text values are one shape of it.
const schemaResolver = zodResolver(PriceConfigurationUpdateSchema) as unknown as Resolver<
  PriceFormValues,
  unknown,
  PriceConfigurationUpdate
>;

interface PriceFormProps {
  configuration: PriceConfiguration;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/** One location's percentages, court fees and price periods, saved together, beside a live price preview. */
export function PriceForm({ configuration, onDirtyChange }: PriceFormProps) {
  const save = useSavePriceConfiguration();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isDirty },
  } = useForm<PriceFormValues, unknown, PriceConfigurationUpdate>({
    defaultValues: toFormValues(configuration),
    resolver: schemaResolver,
    mode: 'onChange',
  });
  const values = useWatch({ control }) as PriceFormValues;
  const courtNumbers = useMemo(
    () => new Map(configuration.courts.map((c) => [c.court_id, c.court_number])),
    [configuration.courts],
  );

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Leaving for another page with unsaved figures asks first (the location switch asks itself).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return undefined;
    // Closing or reloading the tab with unsaved figures asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const onSubmit = () => {
    setServerError(undefined);
    save.mutate(
      { locationId: configuration.location_id, values: toUpdateBody(getValues()) },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved));
          notify.success(saved.message || 'Price configuration updated successfully.');
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <Stack gap="md">
            <section aria-labelledby="location-prices-heading">
              <Title order={2} size="h3" id="location-prices-heading" mb="xs">
                {configuration.location_name}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                The location’s tax and card fee apply to every court whose own fields are blank.
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label="Location tax %"
                  inputMode="decimal"
                  rightSection="%"
                  {...register('tax_percent')}
                  error={errors.tax_percent?.message}
                />
                <TextInput
                  label="Location card fee %"
                  inputMode="decimal"
                  rightSection="%"
                  {...register('card_fee_percent')}
                  error={errors.card_fee_percent?.message}
                />
              </SimpleGrid>
            </section>
            <section aria-labelledby="courts-prices-heading">
              <Title order={2} size="h3" id="courts-prices-heading" mb="xs">
                Courts
              </Title>
              {configuration.courts.length === 0 ? (
                <Text c="dimmed" role="status">
                  This location has no courts yet.{' '}
                  <Anchor
                    component={Link}
                    to={paths.locationDetails.getHref(configuration.location_id)}
                  >
                    Add courts on the location’s page
                  </Anchor>
                  .
                </Text>
              ) : (
                <CourtPriceFields
                  courts={configuration.courts}
                  register={register}
                  errors={errors.courts}
                  locationTax={values.tax_percent ?? ''}
                  locationCardFee={values.card_fee_percent ?? ''}
                />
              )}
            </section>
            {configuration.courts.length === 0 ? null : (
              <section aria-labelledby="price-periods-heading">
                <Title order={2} size="h3" id="price-periods-heading" mb="xs">
                  Price periods
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  Peak, off-peak or weekend fees by the hour, at the location’s time. A booking is
                  priced by the minute in each period; outside every period a court costs its own
                  fee.
                </Text>
                <Stack gap="sm">
                  <PricePeriodWeek periods={values.price_periods ?? []} />
                  <PricePeriodFields
                    courts={configuration.courts}
                    control={control}
                    register={register}
                    errors={errors.price_periods}
                  />
                </Stack>
              </section>
            )}
            <FormError error={serverError} title="The prices were not saved" />
            <Group justify="flex-end" gap="sm">
              {isDirty ? (
                <Text size="sm" c="dimmed" role="status" mr="auto">
                  You have unsaved changes.
                </Text>
              ) : null}
              <Button
                variant="default"
                disabled={!isDirty || save.isPending}
                onClick={() => {
                  setServerError(undefined);
                  reset();
                }}
              >
                Discard changes
              </Button>
              <SubmitButton loading={save.isPending} disabled={!isDirty || save.isPending}>
                Save prices
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {configuration.courts.length === 0 ? null : (
          <PricePreview
            values={values}
            courtNumbers={courtNumbers}
            currency={configuration.currency}
          />
        )}
      </Grid.Col>
      <ConfirmModal
        opened={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave and discard"
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        The prices of this location have changes that are not saved. Leave this page and lose them?
      </ConfirmModal>
    </Grid>
  );
}
