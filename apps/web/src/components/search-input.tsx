import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps extends Omit<
  TextInputProps,
  'label' | 'leftSection' | 'maxLength' | 'value' | 'onChange'
> {
  value: string;
  onChange: (text: string) => void;
}

/** The search box of a list: labelled Search, a magnifier, at most 100 characters. */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      label="Search"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      maxLength={100}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
