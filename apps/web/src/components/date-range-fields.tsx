import { TextInput } from '@mantine/core';

interface DateRangeFieldsProps {
  /** YYYY-MM-DD, or '' for no bound. */
  start: string;
  end: string;
  onChange: (bound: 'start' | 'end', value: string) => void;
  /** What the dates bound: "Created" gives "Created from" and "Created to"; else "From", "To". */
  label?: string;
  /** Why the range cannot be used (the start after the end), shown on the end field. */
  error?: string | undefined;
  required?: boolean;
}

/** The From and To dates of a list's or a report's filters. */
export function DateRangeFields({
  start,
  end,
  onChange,
  label,
  error,
  required,
}: DateRangeFieldsProps) {
  return (
    <>
      {(['start', 'end'] as const).map((bound) => (
        <TextInput
          key={bound}
          type="date"
          label={
            label
              ? `${label} ${bound === 'start' ? 'from' : 'to'}`
              : bound === 'start'
                ? 'From'
                : 'To'
          }
          value={bound === 'start' ? start : end}
          required={required}
          onChange={(event) => onChange(bound, event.currentTarget.value)}
          error={bound === 'end' ? error : undefined}
          style={{ flex: '1 1 150px' }}
        />
      ))}
    </>
  );
}
