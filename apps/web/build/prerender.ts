import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderEntry from '../src/app/prerender/prerender.tsx';
import type { PrerenderedPath, Prerendered } from '../src/app/prerender/prerender.tsx';
import { closure, type ChunkLike } from './bootPreload.ts';
import { catalogueParts } from './catalogueParts.ts';
import { bootAfterPaintScript, languageGuardScript } from './prerenderScripts.ts';
import { AFTER_PAINT_ROUTES, FIRST_PAINT_ROUTES } from './routeBudgets.ts';

const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>/u;
const TITLE_ELEMENT = /<title>([^<]*)<\/title>/u;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Renders the prerendered routes in Node with Vite's SSR loader (same plugins, same sources as the build). */
async function renderRoutes(root: string): Promise<Map<PrerenderedPath, Prerendered>> {
  // Modules that read local storage or listen for its events at import time find a window without storage:
  // the defaults a first visit gets. Nothing else of the DOM exists, so React and the router render as on a server.
  const global = globalThis as { window?: unknown };
  const hadWindow = 'window' in global;
  global.window ??= { addEventListener() {}, removeEventListener() {} };
  // Only the plugin the rendered modules need: the app's config would also regenerate the descriptors.
  const server = await createServer({
    root,
    configFile: false,
    plugins: [catalogueParts(root)],
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/app/prerender/prerender.tsx')) as typeof PrerenderEntry;
    const pages = new Map<PrerenderedPath, Prerendered>();
    for (const path of entry.PRERENDERED_PATHS) pages.set(path, await entry.prerender(path));
    return pages;
  } finally {
    await server.close();
    if (!hadWindow) delete global.window;
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/u;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/gu;
// build/bootPreload.ts's inline script, which preloads a route's chunks by path.
const ROUTE_PRELOAD = /<script>\(function\(\)\{var f=[\s\S]*?<\/script>\s*/u;

export interface RouteFiles {
  /** The route's stylesheets, linked in <head> so the prerendered HTML paints styled. */
  stylesheets: string[];
  /** The route's own chunks, requested with the app's after the first paint. */
  modules: string[];
  /** The chunks the route fetches right after its first render, requested after the app's entry. */
  later?: string[];
}

/**
 * The built index.html with a route's first paint inside #root, the route's stylesheets in <head>, and the
 * app's scripts requested after that paint (`bootAfterPaintScript`) instead of from <head>.
 */
export function pageHtml(index: string, page: Prerendered, files: RouteFiles): string {
  const placeholder = ROOT_ELEMENT.exec(index);
  const title = TITLE_ELEMENT.exec(index);
  const entry = ENTRY_SCRIPT.exec(index);
  if (!placeholder || !title || !entry)
    throw new Error('index.html has no <div id="root">, <title> or entry script');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const links = files.stylesheets
    .filter((href) => !index.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const scripts = [...new Set([...preloads, ...files.modules])].filter((href) => href !== entry[1]);
  return index
    .replace(entry[0], '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace(ROUTE_PRELOAD, '')
    .replace(title[0], `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.head}${links}</head>`)
    .replace(
      placeholder[0],
      () =>
        `<div id="root" data-prerendered>${page.body}</div><script>${languageGuardScript(placeholder[1]!, title[1]!, { firstVisitOnly: page.firstVisitOnly })}</script>`,
    )
    .replace(
      '</body>',
      () =>
        `<script>${bootAfterPaintScript(
          entry[1]!,
          scripts,
          (files.later ?? []).filter((href) => !scripts.includes(href) && href !== entry[1]),
        )}</script></body>`,
    );
}

/**
 * Writes `<route>/index.html` for each prerendered route (server/staticFiles.ts serves it for that path): the
 * route's first paint as HTML, painted before any JavaScript has run; src/app/boot/start.tsx renders the app
 * over it once the route's chunk is in, with the same markup, so nothing moves.
 */
export function prerender(root: string): Plugin {
  return {
    name: 'lumi:prerender',
    apply: 'build',
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || !options.dir) return;
      const chunks = Object.values(bundle).filter(
        (file): file is ChunkLike & typeof file => file.type === 'chunk',
      );
      const pages = await renderRoutes(root);
      for (const [path, page] of pages) {
        const modules = FIRST_PAINT_ROUTES[path];
        if (!modules)
          throw new Error(`prerender: ${path} is not a first-paint route (build/routeBudgets.ts)`);
        const files = closure(chunks, modules);
        const css = files.flatMap((file) => [
          ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
        ]);
        const later = closure(chunks, AFTER_PAINT_ROUTES[path] ?? []).filter((file) => !files.includes(file));
        const html = pageHtml(String(index.source), page, {
          stylesheets: [...new Set(css)].map((file) => `/${file}`),
          modules: files.map((file) => `/${file}`),
          later: later.map((file) => `/${file}`),
        });
        const dir = join(options.dir, ...path.split('/').filter(Boolean));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
      }
    },
  };
}
