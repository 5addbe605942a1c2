import type { Plugin } from 'vite';

const SHIM = '\0lumi:scroll-area-merge-refs';

/**
 * Mantine's ScrollArea imports one hook, `useMergeRefs`, from @floating-ui/react. That package is one module, so
 * the whole of it (~16 kB gzipped, for popovers, menus, tooltips and selects) came with every ScrollArea — and
 * Table's scroll container puts one on /dapp's first paint. For ScrollArea's modules alone, that import is served
 * by Mantine's own `useMergedRef` (@mantine/hooks), which merges refs the same way, cleanup functions included.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'lumi:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return undefined;
      return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/u.test(importer)
        ? SHIM
        : undefined;
    },
    load(id) {
      if (id !== SHIM) return undefined;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        // floating-ui's hook takes the refs as one array of a fixed length; Mantine's takes them as arguments.
        'export function useMergeRefs(refs) { return useMergedRef(...refs); }',
      ].join('\n');
    },
  };
}
