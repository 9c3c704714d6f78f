import type { PlayerRecord } from '@courtbook/shared';

/** An ISO instant → "Mar 1, 2026" in the reader's time zone. */
export const formatDay = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

export const nameOf = (player: Pick<PlayerRecord, 'first_name' | 'last_name'>) =>
  `${player.first_name} ${player.last_name}`;

/** An ISO instant → "Mar 1, 2026, 9:30 AM" in the reader's time zone. */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
