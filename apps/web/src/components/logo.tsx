import { Group, Text } from '@mantine/core';
import { BRAND_NAME } from '../config/env';

/** The court mark, drawn inline so the app loads no remote assets. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-court-8)" />
      <rect x="12" y="10" width="40" height="44" rx="3" fill="none" stroke="#fff" strokeWidth="3" />
      <line x1="12" y1="32" x2="52" y2="32" stroke="#fff" strokeWidth="3" />
      <line x1="32" y1="18" x2="32" y2="46" stroke="#fff" strokeWidth="2" />
      <line x1="12" y1="18" x2="52" y2="18" stroke="#fff" strokeWidth="2" />
      <line x1="12" y1="46" x2="52" y2="46" stroke="#fff" strokeWidth="2" />
      <circle cx="45" cy="24" r="5" fill="#d8f34a" />
    </svg>
  );
}

/** Mark plus wordmark. The caller supplies the link; the text is the accessible name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size > 28 ? 'lg' : 'md'}
        lh={1}
        style={{ whiteSpace: 'nowrap' }}
      >
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
