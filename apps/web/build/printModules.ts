// Prints what each route's first load is made of, from the last build's reports:
//   npm run bundle:modules -w apps/web [-- <route> [<top>]]
//   npm run bundle:modules -w apps/web -- --why <part of a module id>
// Per route: its chunks (gzip), then the largest packages and source modules by gzip of their own code.
// --why: the chains of static imports that bring the module in, from its importers up to a module that is
// reached only through import() (a lazy chunk's root) or has no importer (an entry).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_REPORT_FILE, type ModuleReport } from './moduleReport.ts';
import { SIZE_REPORT_FILE, type SizeReport } from './sizeReport.ts';

const dist = process.env.LUMI_WEB_OUT_DIR || fileURLToPath(new URL('../dist', import.meta.url));
const read = <T>(file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as T;
const sizes = read<SizeReport>(SIZE_REPORT_FILE);
const modules = read<ModuleReport>(MODULE_REPORT_FILE);
const [onlyRoute, topText] = process.argv.slice(2);
const top = Number(topText ?? 25);
const allModules = modules.chunks.flatMap((chunk) =>
  chunk.modules.map((module) => ({ ...module, chunk: chunk.file })),
);

/** Prints each static importer chain of `id` (depth-first, each module expanded once). */
function why(id: string) {
  const chunkOf = new Map(allModules.map((module) => [module.id, module.chunk]));
  const seen = new Set<string>();
  const walk = (current: string, depth: number) => {
    const importers = modules.importers[current] ?? [];
    const lazy = importers.filter((importer) => importer.startsWith('import() '));
    const where = chunkOf.get(current) ?? 'tree-shaken or inlined';
    console.log(`${'  '.repeat(depth)}${current}  [${where}]${lazy.length ? `  ← ${lazy.join(', ')}` : ''}`);
    if (seen.has(current)) return;
    seen.add(current);
    for (const importer of importers) if (!importer.startsWith('import() ')) walk(importer, depth + 1);
  };
  for (const module of Object.keys(modules.importers).filter((candidate) => candidate.includes(id))) {
    walk(module, 0);
  }
}
if (onlyRoute === '--why' && topText) {
  why(topText);
  process.exit(0);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);

/** A package's name (scoped or not) for a node_modules id, or the id itself for our own sources. */
function packageOf(id: string): string {
  if (id.startsWith('src/') || id.startsWith('../') || id.startsWith('virtual:')) return id;
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const chunkGzip = new Map(sizes.chunks.map((chunk) => [chunk.file, chunk.gzip]));
for (const route of sizes.routes) {
  if (onlyRoute && route.route !== onlyRoute) continue;
  console.log(`\n${route.route}: ${kb(route.gzip).trim()}`);
  for (const file of route.files) console.log(`  ${kb(chunkGzip.get(file) ?? 0)}  ${file}`);
  const inRoute = modules.chunks
    .filter((chunk) => route.files.includes(chunk.file))
    .flatMap((c) => c.modules);
  const byPackage = new Map<string, number>();
  for (const module of inRoute) {
    const name = packageOf(module.id);
    byPackage.set(name, (byPackage.get(name) ?? 0) + module.gzip);
  }
  console.log(`  packages and sources (gzip of each module alone, summed):`);
  for (const [name, gzip] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${kb(gzip)}  ${name}`);
  }
}
