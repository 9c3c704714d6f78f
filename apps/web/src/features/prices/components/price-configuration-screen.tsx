import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { usePriceConfiguration } from '../api/get-price-configuration';
import { usePriceLocations } from '../api/get-price-locations';
import { PriceForm } from './price-form';

const Loading = ({ label }: { label: string }) => (
  <Group justify="center" py="xl" role="status">
    <Loader size="sm" />
    <Text c="dimmed">{label}</Text>
  </Group>
);

const readLocation = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Pick a location (kept in ?location=), then edit its prices. */
export function PriceConfigurationScreen() {
  const [params, setParams] = useSearchParams();
  const locations = usePriceLocations();
  const chosen = readLocation(params.get('location'));
  const firstId = locations.data?.[0]?.id;
  const locationId = chosen ?? firstId;
  const configuration = usePriceConfiguration(locationId);
  const [dirty, setDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<number>();

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

  if (locations.isPending) return <Loading label="Loading locations..." />;
  if (locations.isError) {
    return (
      <Alert color="red" role="alert" title="Could not load your locations">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(locations.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void locations.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (locations.data.length === 0) {
    return (
      <Text c="dimmed" role="status">
        No locations to configure yet. Prices are set per location once one exists.
      </Text>
    );
  }

  const onPick = (value: string | null) => {
    const id = readLocation(value);
    if (id === undefined || id === locationId) return;
    if (dirty) setPendingSwitch(id);
    else choose(id);
  };

  return (
    <Stack gap="lg">
      <Select
        label="Location"
        data={locations.data.map((l) => ({ value: String(l.id), label: l.name }))}
        value={locationId === undefined ? null : String(locationId)}
        onChange={onPick}
        allowDeselect={false}
        searchable
        maw={420}
      />
      {configuration.isPending ? (
        <Loading label="Loading prices..." />
      ) : configuration.isError ? (
        <Alert color="red" role="alert" title="Could not load the prices">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(configuration.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void configuration.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <PriceForm
          // A fresh form for each location, so no figure carries over.
          key={configuration.data.location_id}
          configuration={configuration.data}
          onDirtyChange={setDirty}
        />
      )}
      <ConfirmModal
        opened={pendingSwitch !== undefined}
        title="Discard unsaved changes?"
        confirmLabel="Discard and switch"
        onClose={() => setPendingSwitch(undefined)}
        onConfirm={() => {
          if (pendingSwitch !== undefined) choose(pendingSwitch);
          setDirty(false);
          setPendingSwitch(undefined);
        }}
      >
        The prices of this location have changes that are not saved. Switch location and lose them?
      </ConfirmModal>
    </Stack>
  );
}
