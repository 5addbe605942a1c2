import type { Plugin } from 'vite';
import { BOOT_MODULES, FIRST_PAINT_ROUTES, containsModule } from './routeBudgets.ts';

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The chunks holding `modules` and every chunk they import statically. */
export function closure(chunks: ChunkLike[], modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = chunks.find((candidate) => candidate.fileName === name);
      if (next) visit(next);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => containsModule(candidate, module));
    if (chunk) visit(chunk);
  }
  return [...seen];
}

/**
 * A classic inline script that, on a page whose first paint needs a lazy route chunk (/home, /dapp), asks for
 * that chunk, its imports and its styles while the document is still being parsed, instead of once the router
 * has started and matched the route (one network round trip later on a phone). Like Vite's own links they are
 * crossorigin, or the browser could not reuse the preloads.
 */
function routePreloadScript(routes: Record<string, string[]>): string {
  return `(function(){var f=${JSON.stringify(routes)}[location.pathname.replace(/\\/+$/,'')];if(!f)return;for(var i=0;i<f.length;i++){var l=document.createElement('link');if(/\\.css$/.test(f[i])){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})()`;
}

/**
 * The entry loads the boot chunk with import() so a failed start can be caught and shown; this puts that
 * chunk and its imports in the HTML as modulepreload links so the browser fetches them without waiting. The
 * first-paint route chunks of /home and /dapp are preloaded by path (`routePreloadScript`).
 */
export function bootPreload(): Plugin {
  return {
    name: 'lumi:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (file): file is ChunkLike & typeof file => file.type === 'chunk',
        );
        const boot = closure(chunks, BOOT_MODULES);
        // The entry and its own imports are already in the HTML.
        const inHtml = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? []), ...boot]);
        const routes: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(FIRST_PAINT_ROUTES)) {
          const files = closure(chunks, modules);
          const css = files.flatMap((file) => [
            ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
          ]);
          routes[path] = [...files, ...new Set(css)]
            .filter((file) => !inHtml.has(file) && !html.includes(`/${file}"`))
            .map((file) => `/${file}`);
        }
        return [
          ...boot
            .filter((file) => file !== context.chunk?.fileName && !context.chunk?.imports.includes(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          { tag: 'script', children: routePreloadScript(routes), injectTo: 'head' as const },
        ];
      },
    },
  };
}
