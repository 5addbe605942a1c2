import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Text colours of the light scheme dark enough for WCAG AA (≥ 4.5:1 on the page, the cards and the tinted
 * "light" variants). Mantine's own shades (orange 6, yellow 6, dimmed gray 6) read at 2.6–3.3:1 on the cream
 * background; filled buttons keep the brand colours and take dark text from `autoContrast` instead.
 */
const LIGHT_TEXT: Record<string, string> = {
  orange: '#9a3412',
  yellow: '#854d0e',
  green: '#166534',
  red: '#b91c1c',
  teal: '#0f766e',
  blue: '#1864ab',
  grape: '#862e9c',
  gray: '#495057',
};

export const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#6b625a',
    '--mantine-color-anchor': LIGHT_TEXT.orange!,
    ...Object.fromEntries(
      Object.entries(LIGHT_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-text`, text],
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  // Mantine's dark dimmed (#828282) reads at 3.5:1 on its cards (#2e2e2e); this warm gray at 5.9:1.
  dark: { '--mantine-color-dimmed': '#b0aaa2' },
});
