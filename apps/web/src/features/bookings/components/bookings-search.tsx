import { useEffect, useState } from 'react';
import { SearchInput } from '../../../components/search-input';

interface BookingsSearchProps {
  value: string;
  onSearch: (value: string) => void;
}

const PAUSE_MS = 300;

/** Staff: find bookings by player name, email or court number (asks once typing pauses). */
export function BookingsSearch({ value, onSearch }: BookingsSearchProps) {
  const [text, setText] = useState(value);

  // The timer dies with the page: a search typed just before opening a booking must not
  // land on the next page's URL.
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <SearchInput
      placeholder="Player name, email or court number"
      value={text}
      onChange={setText}
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
