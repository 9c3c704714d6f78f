import {
  Alert,
  Container,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type TooltipProps,
} from '@mantine/core';

// A court green. Shade 8 carries white text at 5.9:1, shade 4 reads at 6.4:1 on the dark body.
const court: MantineColorsTuple = [
  '#e8f8ee',
  '#d3efdd',
  '#a7ddb9',
  '#77ca93',
  '#50ba73',
  '#38b05f',
  '#2a9d52',
  '#1f8745',
  '#17733a',
  '#0d5f2e',
];

// Inter is bundled and served by the app (main.tsx imports it); system fonts stand in while it loads.
const FONT_FAMILY =
  "'Inter Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  primaryColor: 'court',
  primaryShade: { light: 8, dark: 8 },
  colors: { court },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  headings: {
    fontFamily:
      "'Inter Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.4rem, 1.15rem + 1vw, 1.9rem)', lineHeight: '1.25' },
    },
  },
  components: {
    Container: Container.extend({ defaultProps: { px: { base: 'md', sm: 'xl' } } }),
    // A light alert's title in its own colour is too faint (yellow reads at 1.8:1): use the text colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // An icon button's label shows to keyboard users too, when the button gets the focus.
    // A plain object, not Tooltip.extend(): that would import the tooltip and its floating-ui
    // positioning into every page's first script, where nothing shows a tooltip.
    Tooltip: {
      defaultProps: {
        events: { hover: true, focus: true, touch: false },
      } satisfies Partial<TooltipProps>,
    },
  },
});

/**
 * Mantine's default dimmed and error colours are below (or at) 4.5:1 on white and on dark inputs;
 * these keep AA contrast.
 * In dark mode the default "light" variant of green is nearly black; a translucent tint reads better.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-court-light': 'rgba(80, 186, 115, 0.16)',
    '--mantine-color-court-light-hover': 'rgba(80, 186, 115, 0.24)',
    '--mantine-color-court-light-color': 'var(--mantine-color-court-2)',
  },
});
