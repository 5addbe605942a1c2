// Build-time only (build/prerender.ts loads it in Node): the HTML a route's first paint shows, rendered from the
// same components the browser renders, so the page paints its content before any JavaScript has run.
import { ColorSchemeScript } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { DappLayout } from '../layout/DappLayout.tsx';
import { HomePage } from '../../features/home/HomePage.tsx';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';
import { englishRest, initEnglish } from '../../shared/i18n/i18n.ts';

interface Page {
  /** The route's tree as the router renders it on a first visit. */
  element: ReactElement;
  /**
   * Kept only on a first visit (nothing in local storage): the /dapp shell's first render reads the stored node
   * endpoint, wallet session, chain profile and display preferences, which the build cannot know.
   */
  firstVisitOnly: boolean;
  /** Before the page paints, in <head>: Mantine's colour scheme (the system's on a first visit) for its styles. */
  head: string;
}

/** The routes whose first paint is prerendered, and what each renders before any data arrives. */
const PAGES = {
  '/home': { element: <HomePage />, firstVisitOnly: false, head: '' },
  '/dapp': {
    element: (
      <Routes>
        <Route path="/dapp" element={<DappLayout />}>
          <Route index element={<PortfolioPage />} />
        </Route>
      </Routes>
    ),
    firstVisitOnly: true,
    // The same colour scheme MantineRoot asks for ("auto"), set on <html> before the first paint.
    head: renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />),
  },
} satisfies Record<string, Page>;

export type PrerenderedPath = keyof typeof PAGES;
export const PRERENDERED_PATHS = Object.keys(PAGES) as PrerenderedPath[];

export interface Prerendered {
  /** The route's markup, for inside #root. */
  body: string;
  /** The document title the page sets. */
  title: string;
  /** Whether the HTML may show only when local storage is empty (see `Page.firstVisitOnly`). */
  firstVisitOnly: boolean;
  /** Markup for the document's <head>. */
  head: string;
}

/** Renders `path` in English (the language a first visit without a stored choice most often gets). */
export async function prerender(path: PrerenderedPath): Promise<Prerendered> {
  await initEnglish();
  const page: Page = PAGES[path];
  const html = renderToString(
    <StaticRouter location={path}>
      <AppProviders>{page.element}</AppProviders>
    </StaticRouter>,
  );
  // The lazy parts a first render only starts loading (the wallet button, toasts) ask for the rest of the English
  // catalogue; it is awaited so the build's module loader is not closed under it.
  await englishRest();
  // Each lazy part is its Suspense fallback in the HTML, as in the browser's first render; renderToString marks
  // such a boundary with a <template> carrying its reason, which the page does not need.
  const markup = html.replaceAll(/<template[^>]*><\/template>/gu, '');
  // React puts a page's <title> (hoisted to <head> in the browser) at the start of its output; the build writes
  // it into the document's head instead.
  const title = /<title>([^<]*)<\/title>/u.exec(markup);
  if (!title) throw new Error(`prerender ${path}: the page sets no <title>`);
  return {
    body: markup.replace(title[0], ''),
    title: title[1]!,
    firstVisitOnly: page.firstVisitOnly,
    head: page.head,
  };
}
