import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CourtCreateSchema,
  type Court,
  type CourtCreate,
  type OpeningHours,
} from '@courtbook/shared';
import { notify } from '../../../../lib/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useSaveCourt } from '../../api/save-court';
import { FormError } from '../../../../components/form-error';
import {
  courtFormValues,
  formProblems,
  SPORT_CHOICES,
  type CourtFormValues,
} from './court-form-values';
import { CourtSessionFields } from './court-session-fields';

const schemaResolver = zodResolver(CourtCreateSchema);

interface CourtFormModalProps {
  opened: boolean;
  locationId: number;
  /** Absent: a new court. */
  court?: Court;
  /** The location's defaults, shown for a new court. */
  defaults: { tax_percent: string; card_fee_percent: string };
  /** The location's hours: a court's shortest session must fit its longest day. */
  openingHours: OpeningHours;
  onClose: () => void;
}

/** Add or edit a court, validated with the server's court schema and settings rules. */
export function CourtFormModal({ opened, court, ...rest }: CourtFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={court ? `Edit court ${court.court_number}` : 'Add a court'}
      size="lg"
      centered
    >
      {/* Remounted on each opening so the fields start from the court shown. */}
      {opened ? <CourtForm court={court} {...rest} /> : null}
    </Modal>
  );
}

function CourtForm({
  locationId,
  court,
  defaults,
  openingHours,
  onClose,
}: Omit<CourtFormModalProps, 'opened'>) {
  const save = useSaveCourt();
  const [serverError, setServerError] = useState<string>();
  const resolver: Resolver<CourtFormValues, unknown, CourtCreate> = async (
    values,
    context,
    options,
  ) => {
    const result = (await schemaResolver(
      { ...values, location_id: locationId },
      context,
      options as never,
    )) as Awaited<ReturnType<Resolver<CourtFormValues, unknown, CourtCreate>>>;
    const problems = formProblems(values, openingHours);
    if (Object.keys(problems).length === 0) return result;
    return { values: {}, errors: { ...problems, ...result.errors } };
  };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CourtFormValues, unknown, CourtCreate>({
    defaultValues: courtFormValues(court, defaults),
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

  const flag = (name: 'indoor' | 'lights' | 'is_active', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
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
            label="Name"
            description="Optional"
            placeholder={`Court ${court?.court_number ?? 'N'}`}
            {...register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={control}
            name="sport"
            render={({ field }) => (
              <Autocomplete
                label="Sport"
                withAsterisk
                description="Pick one or type your own"
                data={SPORT_CHOICES}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.sport?.message}
              />
            )}
          />
          <TextInput
            label="Surface"
            description="Optional"
            placeholder="Hard, clay, artificial grass…"
            {...register('surface')}
            error={errors.surface?.message}
          />
        </SimpleGrid>
        <Group gap="lg">
          {flag('indoor', 'Indoor')}
          {flag('lights', 'Lights')}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
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
        <CourtSessionFields control={control} errors={errors} openingHours={openingHours} />
        {flag('is_active', 'Active')}
        {/* Beside the buttons: the form is long, and the refusal answers the press. */}
        <FormError error={serverError} />
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
