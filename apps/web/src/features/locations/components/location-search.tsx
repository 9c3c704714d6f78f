import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCircleCheckFilled, IconMapPin, IconSearch } from '@tabler/icons-react';
import { sportLabel, type PublicLocation } from '@courtbook/shared';
import { typedBeforeStart, useBeforeStart } from '../../../lib/before-start';
import { usePublicLocations } from '../../../lib/queries/locations';
import classes from './location-search.module.css';

export const MIN_SEARCH_LENGTH = 3;
/** The search form's mark for public/before-start.js, and its field's name. */
const SEARCH_MARK = 'location-search';
const SEARCH_FIELD = 'q';

/**
 * SPEC.md: case-insensitive "name contains", only from 3 characters on; a sport's whole name
 * also finds the clubs with courts for it ("padel"), however they are named.
 */
export function filterLocations(locations: PublicLocation[], term: string): PublicLocation[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < MIN_SEARCH_LENGTH) return [];
  return locations.filter(
    (location) =>
      location.name.toLowerCase().includes(needle) ||
      location.sports.some((sport) => sport.toLowerCase() === needle),
  );
}

interface LocationSearchProps {
  onContinue: (location: PublicLocation) => void;
  /** Continue is waiting for its request: it shows so and takes no second press. */
  busy?: boolean;
}

/** Search Court: find an organisation, pick it (a tick shows), then Continue. */
export function LocationSearch({ onContinue, busy = false }: LocationSearchProps) {
  const { data: locations = [], isPending } = usePublicLocations();
  const [term, setTerm] = useState('');
  const [submittedTerm, setSubmittedTerm] = useState<string | null>(null);
  const [selected, setSelected] = useState<PublicLocation | null>(null);

  const results = submittedTerm === null ? [] : filterLocations(locations, submittedTerm);
  const searched = submittedTerm !== null && submittedTerm.trim().length >= MIN_SEARCH_LENGTH;

  // On a prerendered page the visitor may have typed, and even searched, before the app started.
  useBeforeStart(SEARCH_MARK, ({ element, used }) => {
    const typed = typedBeforeStart(element, SEARCH_FIELD);
    if (typed !== undefined) setTerm(typed);
    if (used) setSubmittedTerm(typed ?? '');
  });

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmittedTerm(term);
    if (selected && !filterLocations(locations, term).some((l) => l.id === selected.id))
      setSelected(null);
  };

  return (
    <Stack gap="md">
      <form role="search" onSubmit={search} data-before-start={SEARCH_MARK}>
        <TextInput
          name={SEARCH_FIELD}
          label="Organization"
          placeholder="Search Organization..."
          description="Enter at least 3 characters"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          size="md"
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label="Search" size="lg">
              <IconSearch size={20} aria-hidden="true" />
            </ActionIcon>
          }
        />
      </form>

      {isPending && submittedTerm !== null ? (
        <Loader size="sm" aria-label="Loading locations" />
      ) : (
        <div role="radiogroup" aria-label="Search results">
          <Stack gap="sm">
            {results.map((location) => {
              const isSelected = selected?.id === location.id;
              return (
                <button
                  key={location.id}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  className={classes.result}
                  onClick={() => setSelected(location)}
                >
                  <Avatar src={location.logo} alt="" className={classes.logo} radius="md">
                    <IconMapPin aria-hidden="true" />
                  </Avatar>
                  <div className={classes.details}>
                    <Text fw={700}>{location.name}</Text>
                    {[
                      location.address_1,
                      location.address_2,
                      location.address_3,
                      location.address_4,
                    ]
                      .filter(Boolean)
                      .map((line, index) => (
                        <Text key={index} size="sm" c="dimmed">
                          {line}
                        </Text>
                      ))}
                    {location.sports.length > 0 && (
                      <Group gap={4} mt={6}>
                        {location.sports.map((sport) => (
                          <Badge key={sport} size="sm" variant="light" radius="sm">
                            {sportLabel(sport)}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </div>
                  {isSelected && (
                    <IconCircleCheckFilled className={classes.tick} size={28} aria-hidden="true" />
                  )}
                </button>
              );
            })}
          </Stack>
        </div>
      )}

      {searched && !isPending && results.length === 0 && (
        <Text c="dimmed" role="status">
          No organization matches “{submittedTerm?.trim()}”.
        </Text>
      )}

      {selected && (
        <Button
          size="md"
          loading={busy}
          onClick={() => {
            if (!busy) onContinue(selected);
          }}
        >
          Continue
        </Button>
      )}
    </Stack>
  );
}
