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
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
});

/** Mantine for the /dapp area (the home page does without it, to stay small). */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={contrastResolver}>
      {children}
    </MantineProvider>
  );
}
