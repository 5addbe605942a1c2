import { MantineProvider, createTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import './mantine.css';
import './ui.css';

const theme = createTheme({
  primaryColor: 'orange',
  defaultRadius: 'md',
  fontFamily:
    "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
});

/** Mantine for the /dapp area (the home page does without it, to stay small). */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
