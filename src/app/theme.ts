import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults put white text on blue-6 and grey-6 text on white, both under the
 * 4.5:1 contrast WCAG AA asks for; these shades keep every page axe-clean in both schemes.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font stack, not text
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // A dialog's header is a <header> outside any sectioning element, so it would be a second
    // banner landmark beside the shell's (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Light-variant text (alert titles, light badges, subtle buttons) is shade 9 on shade 1 of its
 * colour; in these colours that is under 4.5:1 (yellow 2.7, lime 3.3, orange 3.6, green 3.8,
 * teal 4.3; cyan, 4.8, and the rest pass), so the text is shade 9 darkened, still in its colour.
 */
const DARKENED_LIGHT_TEXT = ['yellow', 'lime', 'orange', 'green', 'teal'];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      DARKENED_LIGHT_TEXT.map((colour) => [
        `--mantine-color-${colour}-light-color`,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not text
        `color-mix(in srgb, var(--mantine-color-${colour}-9) 65%, black)`,
      ]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
