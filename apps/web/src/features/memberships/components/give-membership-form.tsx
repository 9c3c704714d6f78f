import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { LocationOption } from '@courtbook/shared';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePlans } from '../api/get-plans';
import { useGrantMembership } from '../api/player-memberships';
import { monthFrom, todayAt } from '../lib/dates';
import { grantResolver, type GrantBody, type GrantFormValues } from '../lib/grant-form-values';
import { PlayerMembershipMessages as M } from '../messages';

interface GiveMembershipFormProps {
  playerId: number;
  locations: LocationOption[];
  /** The player's home location, chosen first when it is in scope. */
  homeLocationId: number | null;
}

/** Pick a location, one of its active plans and the dates; a month from the club's today at first. */
export function GiveMembershipForm({
  playerId,
  locations,
  homeLocationId,
}: GiveMembershipFormProps) {
  const first = locations.find((l) => l.id === homeLocationId) ?? locations[0];
  const [locationId, setLocationId] = useState(first?.id);
  const location = locations.find((l) => l.id === locationId);
  const plans = usePlans(locationId);
  const active = (plans.data ?? []).filter((plan) => plan.is_active);
  const grant = useGrantMembership();
  const [serverError, setServerError] = useState<string>();
  const today = todayAt(location?.time_zone);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<GrantFormValues, unknown, GrantBody>({
    defaultValues: { plan_id: '', starts_on: today, ends_on: monthFrom(today) },
    resolver: grantResolver,
  });

  const onSubmit = (body: GrantBody) => {
    setServerError(undefined);
    grant.mutate(
      { playerId, body },
      {
        onSuccess: ({ message }) => {
          notify.success(message || M.given);
          reset({ plan_id: '', starts_on: today, ends_on: monthFrom(today) });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {M.giveTitle}
        </Title>
        <FormError error={serverError} title={M.refused} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={M.location}
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            value={locationId === undefined ? null : String(locationId)}
            onChange={(value) => {
              setLocationId(value === null ? undefined : Number(value));
              setValue('plan_id', '');
            }}
            allowDeselect={false}
            searchable
          />
          <Controller
            control={control}
            name="plan_id"
            render={({ field }) => (
              <Select
                label={M.plan}
                withAsterisk
                placeholder={plans.isPending ? M.loadingPlans : M.planPlaceholder}
                data={active.map((plan) => ({ value: String(plan.id), label: plan.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={plans.isPending || active.length === 0}
                error={errors.plan_id?.message}
              />
            )}
          />
          <TextInput
            type="date"
            label={M.startsOn}
            withAsterisk
            {...register('starts_on')}
            error={errors.starts_on?.message}
          />
          <TextInput
            type="date"
            label={M.endsOn}
            withAsterisk
            {...register('ends_on')}
            error={errors.ends_on?.message}
          />
        </SimpleGrid>
        {!plans.isPending && active.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {M.noPlans}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={grant.isPending} disabled={active.length === 0}>
            {M.give}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
