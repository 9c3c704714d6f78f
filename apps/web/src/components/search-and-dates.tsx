import { Group, TextInput } from '@mantine/core';
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
      <TextInput
        type="date"
        label={`${datesLabel} from`}
        value={value.startDate}
        onChange={(event) => set('startDate')(event.currentTarget.value)}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        type="date"
        label={`${datesLabel} to`}
        value={value.endDate}
        onChange={(event) => set('endDate')(event.currentTarget.value)}
        error={isRangeInvalid(value) ? START_AFTER_END : undefined}
        style={{ flex: '1 1 150px' }}
      />
    </Group>
  );
}
