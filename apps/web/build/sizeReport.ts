import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BOOT_MODULES, ROUTE_BUDGETS, containsModule } from './routeBudgets.ts';

export interface SizeReport {
  chunks: { file: string; bytes: number; gzip: number }[];
  routes: { route: string; files: string[]; gzip: number; budget: number | undefined }[];
  env: Record<string, string>;
}

export const SIZE_REPORT_FILE = '.vite/size-report.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * Prints, per route, the gzipped JS + CSS a first visit downloads before the page can render (with the workers
 * its chunks start); writes those
 * figures and every file's gzip size to dist/.vite/size-report.json (tests check the budgets from it, and
 * scripts/start.mjs uses it as the build stamp).
 */
export function sizeReport(root: string, env: Record<string, string>): Plugin {
  let report: SizeReport | undefined;
  return {
    name: 'lumi:size-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle) as unknown as (ChunkLike | AssetLike)[];
      const gzip = new Map<string, number>();
      const chunks: SizeReport['chunks'] = [];
      // Vite builds each worker on its own and emits it as a JS asset: it shares no chunk with the page's graph.
      const workers = files.filter(
        (file): file is AssetLike => file.type === 'asset' && /\.m?js$/u.test(file.fileName),
      );
      for (const file of files) {
        if (file.type === 'asset' && !file.fileName.endsWith('.css') && !workers.includes(file)) continue;
        const content = file.type === 'chunk' ? file.code : file.source;
        const bytes = Buffer.byteLength(content);
        const zipped = gzipSync(content).length;
        gzip.set(file.fileName, zipped);
        chunks.push({ file: file.fileName, bytes, gzip: zipped });
      }
      const byName = new Map(files.map((file) => [file.fileName, file]));
      const chunkFor = (module: string) =>
        files.find((file): file is ChunkLike => file.type === 'chunk' && containsModule(file, module));
      const source = (file: ChunkLike | AssetLike) =>
        file.type === 'chunk'
          ? file.code
          : typeof file.source === 'string'
            ? file.source
            : Buffer.from(file.source).toString('utf8');
      // A chunk that starts a worker names the worker's file (`new Worker(new URL("/assets/x.worker-….js", …))`):
      // the route that loads the chunk can start the worker, so its file counts there, with the files it names.
      const startedWorkers = (file: ChunkLike | AssetLike) => {
        const code = source(file);
        return workers.filter((worker) => worker !== file && code.includes(worker.fileName));
      };
      const closure = (start: ChunkLike[]) => {
        const seen = new Set<string>();
        const visitWorker = (worker: AssetLike) => {
          if (seen.has(worker.fileName)) return;
          seen.add(worker.fileName);
          startedWorkers(worker).forEach(visitWorker);
        };
        const visit = (chunk: ChunkLike) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const name of chunk.imports) {
            const next = byName.get(name);
            if (next?.type === 'chunk') visit(next);
          }
          startedWorkers(chunk).forEach(visitWorker);
        };
        start.forEach(visit);
        return [...seen];
      };
      const entries = files.filter((file): file is ChunkLike => file.type === 'chunk' && file.isEntry);
      const routes = ROUTE_BUDGETS.map(({ route, modules, budgetKb }) => {
        const roots = [...BOOT_MODULES, ...modules].map((module) => {
          const chunk = chunkFor(module);
          if (!chunk) this.error(`size report: no chunk for ${module} (is it still loaded lazily?)`);
          return chunk;
        });
        const routeFiles = closure([...entries, ...roots]).sort();
        return {
          route,
          files: routeFiles,
          gzip: routeFiles.reduce((sum, name) => sum + (gzip.get(name) ?? 0), 0),
          budget: budgetKb === undefined ? undefined : budgetKb * 1000,
        };
      });
      report = { chunks: chunks.sort((a, b) => b.gzip - a.gzip), routes, env };
    },
    writeBundle(options) {
      if (!report) return;
      const file = join(options.dir ?? join(root, 'dist'), SIZE_REPORT_FILE);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    },
    closeBundle() {
      if (!report) return;
      // Vite's own reporter has just printed every file's gzip size; this adds what each route needs.
      const lines = [''];
      lines.push('Initial load per route (JS + CSS, gzip):');
      for (const route of report.routes) {
        const verdict =
          route.budget === undefined
            ? ''
            : route.gzip <= route.budget
              ? `  ≤ budget ${kb(route.budget)}  ok`
              : `  OVER BUDGET ${kb(route.budget)}`;
        lines.push(`  ${route.route.padEnd(22)} ${kb(route.gzip).padStart(10)}${verdict}`);
      }
      console.log(lines.join('\n'));
    },
  };
}
