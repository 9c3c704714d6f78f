import { useEffect, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { BOOKING_STATUSES } from '@courtbook/shared';
import { DateRangeFields } from '../../../../components/date-range-fields';
import { SearchInput } from '../../../../components/search-input';
import { START_AFTER_END } from '../../../../lib/list-filters';
import { statusLabel } from '../format';
import type { CourtBookingFilters } from '../../api/court-bookings';
import type { FilterField } from '../../hooks/use-court-booking-filters';

/** The staff member's locations for the Location filter (loaded by the page). */
export interface LocationChoices {
  options: { value: string; label: string }[];
  failed: boolean;
}

interface CourtBookingsFiltersProps {
  locations: LocationChoices;
  filters: CourtBookingFilters;
  rangeInvalid: boolean;
  filtered: boolean;
  onChange: (field: FilterField, value: string) => void;
  onClear: () => void;
}

const PAUSE_MS = 300;
const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

/** Search (asks once typing pauses), location, status and a booking-date range. */
export function CourtBookingsFilters(props: CourtBookingsFiltersProps) {
  const { locations, filters, rangeInvalid, filtered, onChange, onClear } = props;
  const [text, setText] = useState(filters.search);
  // The last search the box sent: when it reaches the URL, typing may have gone on since.
  const [sent, setSent] = useState(filters.search);

  // The URL may change under the box (Clear filters, Back): show what it holds, unless it is
  // only the box's own earlier search arriving (that would undo the letters typed since).
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    if (filters.search !== sent && text.trim() !== filters.search) setText(filters.search);
  }
  useEffect(() => {
    if (text.trim() === filters.search) return;
    const timer = window.setTimeout(() => {
      setSent(text.trim());
      onChange('search', text);
    }, PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.search, onChange]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        placeholder="Player name, email, phone or court number"
        value={text}
        onChange={setText}
        style={{ flex: '2 1 240px' }}
      />
      <Select
        label="Location"
        placeholder={locations.failed ? 'Could not load locations' : 'All locations'}
        data={locations.options}
        value={filters.location || null}
        onChange={(value) => onChange('location', value ?? '')}
        clearable
        searchable
        nothingFoundMessage="No location found"
        style={{ flex: '1 1 180px' }}
      />
      <Select
        label="Status"
        placeholder="All but expired holds"
        data={STATUS_OPTIONS}
        value={filters.status || null}
        onChange={(value) => onChange('status', value ?? '')}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      <DateRangeFields
        start={filters.start_date}
        end={filters.end_date}
        onChange={(bound, value) => onChange(bound === 'start' ? 'start_date' : 'end_date', value)}
        error={rangeInvalid ? START_AFTER_END : undefined}
      />
      {filtered ? (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
