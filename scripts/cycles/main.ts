// `npm run check:cycles`: fails when any import cycle exists between modules (type-only imports included), or
// any cycle between workspaces, build inputs included (declared dependencies, package.json scripts and files
// that reach another workspace by path). Part of `npm run lint`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './cycles.ts';
import { importGraph, packageGraph } from './graph.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modules = importGraph(ROOT, ['apps', 'packages', 'scripts']);
const moduleCycles = findCycles(modules);
const workspaceCycles = findCycles(packageGraph(ROOT, modules));

for (const c of moduleCycles) console.error(`import cycle between modules: ${c.join(' ↔ ')}`);
for (const c of workspaceCycles)
  console.error(`cycle between workspaces (imports, dependencies or build inputs): ${c.join(' ↔ ')}`);
if (moduleCycles.length + workspaceCycles.length > 0) process.exit(1);
console.log(`no import cycles among ${modules.size} modules`);
