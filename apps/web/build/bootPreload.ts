import type { Plugin } from 'vite';
import { BOOT_MODULES, containsModule } from './routeBudgets.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
}

/**
 * The entry loads the boot chunk with import() so a failed start can be caught and shown; this puts that
 * chunk and its imports in the HTML as modulepreload links so the browser fetches them without waiting.
 */
export function bootPreload(): Plugin {
  return {
    name: 'lumi:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (file): file is ChunkLike & typeof file => file.type === 'chunk',
        );
        const seen = new Set<string>();
        const visit = (chunk: ChunkLike) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const name of chunk.imports) {
            const next = chunks.find((candidate) => candidate.fileName === name);
            if (next) visit(next);
          }
        };
        for (const module of BOOT_MODULES) {
          const chunk = chunks.find((candidate) => containsModule(candidate, module));
          if (chunk) visit(chunk);
        }
        // The entry and its own imports are already in the HTML.
        const inHtml = new Set([context.chunk?.fileName, ...(context.chunk?.imports ?? [])]);
        return [...seen]
          .filter((file) => !inHtml.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
