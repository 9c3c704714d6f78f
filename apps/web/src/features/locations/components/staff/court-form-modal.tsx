import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CourtCreateSchema, type Court, type CourtCreate } from '@courtbook/shared';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useSaveCourt } from '../../api/save-court';
import { FormError } from '../../../../components/form-error';

interface CourtFormValues {
  court_number: string;
  court_fee_hrs: string;
  tax_percent: string;
  card_fee_percent: string;
  is_active: boolean;
}

const schemaResolver = zodResolver(CourtCreateSchema);

interface CourtFormModalProps {
  opened: boolean;
  locationId: number;
  /** Absent: a new court. */
  court?: Court;
  /** The location's defaults, shown for a new court. */
  defaults: { tax_percent: string; card_fee_percent: string };
  onClose: () => void;
}

/** Add or edit a court, validated with the server's court schema. */
export function CourtFormModal({ opened, court, ...rest }: CourtFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={court ? `Edit court ${court.court_number}` : 'Add a court'}
      centered
    >
      {/* Remounted on each opening so the fields start from the court shown. */}
      {opened ? <CourtForm court={court} {...rest} /> : null}
    </Modal>
  );
}

function CourtForm({ locationId, court, defaults, onClose }: Omit<CourtFormModalProps, 'opened'>) {
  const save = useSaveCourt();
  const [serverError, setServerError] = useState<string>();
  const resolver: Resolver<CourtFormValues, unknown, CourtCreate> = (values, context, options) =>
    schemaResolver({ ...values, location_id: locationId }, context, options as never) as ReturnType<
      Resolver<CourtFormValues, unknown, CourtCreate>
    >;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CourtFormValues, unknown, CourtCreate>({
    defaultValues: {
      court_number: court ? String(court.court_number) : '',
      court_fee_hrs: court?.court_fee_hrs ?? '',
      tax_percent: court?.tax_percent ?? defaults.tax_percent,
      card_fee_percent: court?.card_fee_percent ?? defaults.card_fee_percent,
      is_active: court?.is_active ?? true,
    },
    resolver,
  });

  const onSubmit = (values: CourtCreate) => {
    setServerError(undefined);
    const { location_id: _locationId, ...changes } = values;
    save.mutate(court ? { courtId: court.court_id, values: changes } : { values }, {
      onSuccess: ({ message }) => {
        notify.success(
          message || (court ? 'Court updated successfully.' : 'Court created successfully.'),
        );
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <FormError error={serverError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Court number"
            withAsterisk
            inputMode="numeric"
            data-autofocus
            {...register('court_number')}
            error={errors.court_number?.message}
          />
          <TextInput
            label="Hourly fee"
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            {...register('court_fee_hrs')}
            error={errors.court_fee_hrs?.message}
          />
          <TextInput
            label="Tax %"
            inputMode="decimal"
            {...register('tax_percent')}
            error={errors.tax_percent?.message}
          />
          <TextInput
            label="Card fee %"
            inputMode="decimal"
            {...register('card_fee_percent')}
            error={errors.card_fee_percent?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label="Active"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {court ? 'Save court' : 'Add court'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
