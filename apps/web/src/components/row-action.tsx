import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { IconPencil } from '@tabler/icons-react';

interface RowActionProps {
  /** The tooltip: what the icon does. */
  tip: string;
  /** What it does to which row, for a screen reader (the icon alone says nothing). */
  label: string;
  icon: typeof IconPencil;
  /** Where it goes: a link; without it, a button that calls `onClick`. */
  to?: string;
  onClick?: () => void;
  /** Red for a delete. */
  color?: 'red';
  loading?: boolean;
}

/** One icon action of a table row, with its tooltip. */
export function RowAction({ tip, label, icon: Icon, to, onClick, color, loading }: RowActionProps) {
  const icon = <Icon size={18} aria-hidden="true" />;
  return (
    <Tooltip label={tip}>
      {to === undefined ? (
        <ActionIcon
          variant="subtle"
          color={color}
          aria-label={label}
          loading={loading}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's icon actions side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  );
}
