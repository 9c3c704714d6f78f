import {
  SegmentedControl,
  VisuallyHidden,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import classes from './color-scheme-control.module.css';

const OPTIONS: { value: MantineColorScheme; label: string; icon: Icon }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Auto (system)', icon: IconDeviceDesktop },
];

const isScheme = (value: string): value is MantineColorScheme =>
  value === 'light' || value === 'dark' || value === 'auto';

/** Light / dark / auto, as a labelled radio group. Mantine stores the choice. */
export function ColorSchemeControl({ fullWidth = false }: { fullWidth?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Colour mode"
      classNames={{ root: classes.root, input: classes.input }}
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      value={colorScheme}
      onChange={(value) => {
        if (isScheme(value)) setColorScheme(value);
      }}
      data={OPTIONS.map(({ value, label, icon: SchemeIcon }) => ({
        value,
        label: (
          <span
            title={label}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 6 }}
          >
            <SchemeIcon size={16} stroke={1.8} aria-hidden="true" />
            {fullWidth ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
          </span>
        ),
      }))}
    />
  );
}
