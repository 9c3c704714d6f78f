import { Group, Select } from '@mantine/core';
import { ValidationMessages } from '@courtbook/shared';
import { DateRangeFields } from '../../../components/date-range-fields';
import { useReportLocations } from '../api/get-report-locations';
import type { ReportFilters } from '../api/report-filters';

interface ReportFiltersProps {
  value: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  rangeInvalid: boolean;
}

const ALL = 'all';

/** Location (those in the staff member's scope) and the range of dates played. */
export function ReportFiltersBar({ value, onChange, rangeInvalid }: ReportFiltersProps) {
  const locations = useReportLocations();
  const options = [
    { value: ALL, label: 'All my locations' },
    ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
  ];
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Location"
        data={options}
        value={value.location || ALL}
        onChange={(next) => onChange({ location: !next || next === ALL ? '' : next })}
        allowDeselect={false}
        error={locations.isError ? 'Could not load your locations.' : undefined}
        style={{ flex: '1 1 220px' }}
      />
      <DateRangeFields
        start={value.start_date}
        end={value.end_date}
        required
        onChange={(bound, date) =>
          onChange(bound === 'start' ? { start_date: date } : { end_date: date })
        }
        error={rangeInvalid ? ValidationMessages.startDateAfterEnd : undefined}
      />
    </Group>
  );
}
