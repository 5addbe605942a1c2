import { MantineProvider, createTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { contrastResolver } from './contrast.ts';
import './mantine.css';
import './ui.css';

const theme = createTheme({
  primaryColor: 'orange',
  // Dark text on light fills (the orange buttons): white on orange 6 is 2.6:1.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily:
    "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    // Mantine's close button is an icon alone: give every dialog's a name screen readers say. A plain object,
    // not Modal.extend, so the shell does not import Modal (the dialogs come in their own lazy chunks).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A dialog's title bar is not the page's banner landmark (a <header> outside a sectioning element is).
    ModalHeader: { defaultProps: { component: 'div' } },
  },
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
});

/** Mantine for the /dapp area (the home page does without it, to stay small). */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    // Every theme variable is written by the provider (not only those that differ from Mantine's defaults), so
    // the first paint needs no copy of the defaults as a stylesheet (default-css-variables.css, ~4 kB gzipped).
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={contrastResolver}
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
