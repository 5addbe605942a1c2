// Build-time only (build/prerender.ts loads it in Node): the HTML a route's first paint shows, rendered from the
// same components the browser renders, so the page paints its content before any JavaScript has run.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { HomePage } from '../../features/home/HomePage.tsx';
import { initEnglish } from '../../shared/i18n/i18n.ts';

/** The routes whose first paint is prerendered, and what each renders before any data arrives. */
const PAGES = { '/home': HomePage } as const;

export type PrerenderedPath = keyof typeof PAGES;
export const PRERENDERED_PATHS = Object.keys(PAGES) as PrerenderedPath[];

export interface Prerendered {
  /** The route's markup, for inside #root. */
  body: string;
  /** The document title the page sets. */
  title: string;
}

/** Renders `path` in English (the language a first visit without a stored choice most often gets). */
export async function prerender(path: PrerenderedPath): Promise<Prerendered> {
  await initEnglish();
  const Page = PAGES[path];
  const html = renderToString(
    <StaticRouter location={path}>
      <AppProviders>
        <Page />
      </AppProviders>
    </StaticRouter>,
  );
  // React puts a page's <title> (hoisted to <head> in the browser) at the start of its output; the build writes
  // it into the document's head instead.
  const title = /<title>([^<]*)<\/title>/u.exec(html);
  if (!title) throw new Error(`prerender ${path}: the page sets no <title>`);
  return { body: html.replace(title[0], ''), title: title[1]! };
}
