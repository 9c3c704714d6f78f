import { useMemo } from 'react';
import { useSession } from '../../../lib/session';

/** The club a message goes to, besides the product's own team. */
export interface ContactClub {
  id: number;
  name: string;
}

/**
 * The club the visitor chose on the booking pages (kept in local storage), so a message written
 * from there reaches that club's staff; null when none was chosen or the stored id is not one.
 */
export function useContactClub(): ContactClub | null {
  const selected = useSession().selectedLocation;
  return useMemo(() => {
    if (!selected || !/^\d+$/.test(selected.id)) return null;
    const id = Number(selected.id);
    if (!Number.isSafeInteger(id) || id < 1) return null;
    return { id, name: selected.name?.trim() || 'the club you chose' };
  }, [selected]);
}
