import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { LocationOption, MembershipPlan } from '@courtbook/shared';
import { usePlanLocations } from '../api/get-plan-locations';
import { usePlans } from '../api/get-plans';
import { PlanPageMessages as M } from '../messages';
import { DeletePlanModal } from './delete-plan-modal';
import { LoadFailed, Loading } from './location-status';
import { PlanFormModal } from './plan-form-modal';
import { PlansTable } from './plans-table';

const readId = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Pick a location (kept in ?location=), then list, add, edit and delete its plans. */
export function PlansScreen() {
  const [params, setParams] = useSearchParams();
  const locations = usePlanLocations();
  const chosen = readId(params.get('location'));
  const firstId = locations.data?.[0]?.id;

  const choose = useCallback(
    (id: number, replace = false) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('location', String(id));
          return copy;
        },
        { replace },
      ),
    [setParams],
  );
  // Without a choice in the address, the first location is shown and written there.
  useEffect(() => {
    if (chosen === undefined && firstId !== undefined) choose(firstId, true);
  }, [chosen, firstId, choose]);

  if (locations.isPending) return <Loading label={M.loadingLocations} />;
  if (locations.isError) {
    return (
      <LoadFailed
        title={M.locationsFailed}
        error={locations.error}
        retry={() => void locations.refetch()}
      />
    );
  }
  const location = locations.data.find((l) => l.id === (chosen ?? firstId));
  if (!location) {
    return (
      <Text c="dimmed" role="status">
        {M.noLocations}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Select
        label={M.location}
        data={locations.data.map((l) => ({ value: String(l.id), label: l.name }))}
        value={String(location.id)}
        onChange={(value) => {
          const id = readId(value);
          if (id !== undefined) choose(id);
        }}
        allowDeselect={false}
        searchable
        maw={420}
      />
      <LocationPlans key={location.id} location={location} />
    </Stack>
  );
}

function LocationPlans({ location }: { location: LocationOption }) {
  const plans = usePlans(location.id);
  // undefined: closed; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<MembershipPlan | null | undefined>();
  const [toDelete, setToDelete] = useState<MembershipPlan | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {location.name}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing(null)}
        >
          {M.add}
        </Button>
      </Group>
      {plans.isPending ? (
        <Loading label={M.loadingPlans} />
      ) : plans.isError ? (
        <LoadFailed title={M.plansFailed} error={plans.error} retry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg" role="status">
          <Text fw={600}>{M.emptyTitle}</Text>
          <Text size="sm" c="dimmed">
            {M.emptyText}
          </Text>
        </Paper>
      ) : (
        <PlansTable
          plans={plans.data}
          locationName={location.name}
          currency={location.currency}
          onEdit={setEditing}
          onDelete={setToDelete}
        />
      )}
      <PlanFormModal
        opened={editing !== undefined}
        plan={editing ?? undefined}
        locationId={location.id}
        onClose={() => setEditing(undefined)}
      />
      <DeletePlanModal plan={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
