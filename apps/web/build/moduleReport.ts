import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What one chunk is made of: each module's rendered code, raw and gzipped on its own. */
export interface ModuleReport {
  chunks: {
    file: string;
    modules: { id: string; bytes: number; gzip: number }[];
  }[];
  /**
   * Every module of the build's graph, rendered or tree-shaken, with its importers (`import() ` before a
   * dynamic one): what to change when a module should not be in a route.
   */
  importers: Record<string, string[]>;
}

export const MODULE_REPORT_FILE = '.vite/module-report.json';

interface RenderedModuleLike {
  code: string | null;
  renderedLength: number;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  modules: Record<string, RenderedModuleLike>;
}

/**
 * A module id as a person reads it: a package name for what comes from node_modules (with its path inside
 * the package), a path relative to apps/web for our own sources, the virtual id otherwise.
 */
export function moduleName(root: string, id: string): string {
  const clean = id.replaceAll('\\', '/').replace(/^\0/u, '').replace(/\?.*$/u, '');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return clean.slice(inPackages + '/node_modules/'.length);
  return clean.startsWith('/') ? relative(root, clean).replaceAll('\\', '/') : clean;
}

/**
 * Writes dist/.vite/module-report.json: every chunk's modules with their rendered size and the size of their
 * code gzipped alone (an upper bound of what each costs inside its chunk, like bundle visualizers show).
 * `npm run bundle:modules -w apps/web` prints it per route (build/printModules.ts).
 */
export function moduleReport(root: string): Plugin {
  let report: ModuleReport | undefined;
  return {
    name: 'lumi:module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = (Object.values(bundle) as unknown as { type: string }[]).filter(
        (file): file is ChunkLike => file.type === 'chunk',
      );
      report = {
        chunks: chunks.map((chunk) => ({
          file: chunk.fileName,
          modules: Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => ({
              id: moduleName(root, id),
              bytes: module.renderedLength,
              gzip: module.code ? gzipSync(module.code).length : 0,
            }))
            .sort((a, b) => b.gzip - a.gzip),
        })),
        importers: Object.fromEntries(
          [...this.getModuleIds()].map((id) => {
            const info = this.getModuleInfo(id);
            return [
              moduleName(root, id),
              [
                ...(info?.importers ?? []).map((importer) => moduleName(root, importer)),
                ...(info?.dynamicImporters ?? []).map((importer) => `import() ${moduleName(root, importer)}`),
              ],
            ];
          }),
        ),
      };
    },
    writeBundle(options) {
      if (!report) return;
      const file = join(options.dir ?? join(root, 'dist'), MODULE_REPORT_FILE);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `${JSON.stringify(report)}\n`);
    },
  };
}
