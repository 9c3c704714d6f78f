import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { COUNTRY_CODES } from './country-codes';

interface CountrySelectProps {
  label?: string;
  /** Upper-case two-letter code. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  description?: string;
}

const displayNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** "United States" for "US"; the code itself where the browser knows no name. */
export const countryName = (code: string): string => {
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
};

/** A searchable list of countries by name; the value is the two-letter code. */
export function CountrySelect({
  label = 'Country',
  value,
  onChange,
  onBlur,
  error,
  name,
  description,
}: CountrySelectProps) {
  const data = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
        a.label.localeCompare(b.label, 'en'),
      ),
    [],
  );
  return (
    <Select
      label={label}
      name={name}
      description={description}
      data={data}
      value={value || null}
      onChange={(code) => {
        if (code) onChange(code);
      }}
      onBlur={onBlur}
      error={error}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
