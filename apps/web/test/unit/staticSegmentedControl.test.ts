import { MantineProvider, SegmentedControl } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticSegmentedControl } from '../../src/shared/ui/StaticSegmentedControl.tsx';

const noop = () => undefined;

function markup(element: ReactElement): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, null, element));
  // The radios' group names and ids come from useId, which differs between the two trees.
  return html.replace(/(name|id|for)="[^"]*?(-(USD|PHP|EUR))?"/g, '$1="id$2"');
}

describe('StaticSegmentedControl', () => {
  it.each(['USD', 'PHP'])(
    'renders what Mantine SegmentedControl renders before it measures (%s chosen)',
    (value) => {
      const props = { value, onChange: noop, size: 'xs', 'aria-label': 'Display currency' } as const;
      const ours = markup(createElement(StaticSegmentedControl, { ...props, data: ['USD', 'PHP', 'EUR'] }));
      const mantine = markup(createElement(SegmentedControl, { ...props, data: ['USD', 'PHP', 'EUR'] }));
      expect(ours).toBe(mantine);
      expect(ours).toContain(`value="${value}"`);
    },
  );
});
