import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

interface BookingsSearchProps {
  value: string;
  onSearch: (value: string) => void;
}

/** Staff: find bookings by player name, email or court number (asks once typing pauses). */
export function BookingsSearch({ value, onSearch }: BookingsSearchProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      label="Search"
      placeholder="Player name, email or court number"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
