import { useId } from 'react';
import { VisuallyHidden, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { tickedBeforeStart, useBeforeStart } from '../lib/before-start';
import classes from './color-scheme-control.module.css';

const OPTIONS: { value: MantineColorScheme; label: string; icon: Icon }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Auto (system)', icon: IconDeviceDesktop },
];

const MARK = 'color-scheme';

/**
 * Light / dark / auto, as native radios styled as one segmented pill. Mantine stores the choice.
 * Plain inputs rather than Mantine's SegmentedControl: that one measures its options after every
 * mount to place its sliding indicator, a forced layout of the whole page on the first render.
 */
export function ColorSchemeControl({ fullWidth = false }: { fullWidth?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  // A mode ticked on a prerendered page before the app started is applied now.
  useBeforeStart(MARK, ({ element }) => {
    const ticked = OPTIONS.find(({ value }) => value === tickedBeforeStart(element));
    if (ticked) setColorScheme(ticked.value);
  });
  return (
    <div
      role="radiogroup"
      aria-label="Colour mode"
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-before-start={MARK}
    >
      {OPTIONS.map(({ value, label, icon: SchemeIcon }) => (
        <label key={value} className={classes.option} title={label}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={value}
            checked={colorScheme === value}
            onChange={() => setColorScheme(value)}
          />
          <SchemeIcon size={16} stroke={1.8} aria-hidden="true" />
          {fullWidth ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
        </label>
      ))}
    </div>
  );
}
