import { lazy, type LazyExoticComponent } from 'react';
import type { IdenticonTheme, ThemeIcon } from './types.ts';

// Each theme (and the drawing code behind it, e.g. jdenticon) is fetched only when first drawn.
export const lazyThemes: Record<IdenticonTheme, LazyExoticComponent<ThemeIcon>> = {
  polkadot: lazy(() => import('./polkadot.tsx')),
  beachball: lazy(() => import('./beachball.ts')),
  jdenticon: lazy(() => import('./jdenticon.ts')),
  empty: lazy(() => import('./empty.ts')),
};
