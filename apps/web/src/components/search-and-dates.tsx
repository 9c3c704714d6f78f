import { Group } from '@mantine/core';
import { DateRangeFields } from './date-range-fields';
import { SearchInput } from './search-input';
import { isRangeInvalid, START_AFTER_END, type ListFilters } from '../lib/list-filters';

interface SearchAndDatesProps {
  value: ListFilters;
  onChange: (value: ListFilters) => void;
  searchPlaceholder: string;
  /** What the dates bound: "Created" gives "Created from" and "Created to". */
  datesLabel: string;
}

/** The search box and date range above a staff list (locations, admins, messages). */
export function SearchAndDates({
  value,
  onChange,
  searchPlaceholder,
  datesLabel,
}: SearchAndDatesProps) {
  const set = (field: keyof ListFilters) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        placeholder={searchPlaceholder}
        value={value.search}
        onChange={set('search')}
        style={{ flex: '1 1 220px' }}
      />
      <DateRangeFields
        label={datesLabel}
        start={value.startDate}
        end={value.endDate}
        onChange={(bound, text) => set(bound === 'start' ? 'startDate' : 'endDate')(text)}
        error={isRangeInvalid(value) ? START_AFTER_END : undefined}
      />
    </Group>
  );
}
