// `npm run check:cycles`: fails when any import cycle exists, between modules (type-only imports included) or
// between workspaces. Part of `npm run lint`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './cycles.ts';
import { importGraph, workspaceGraph } from './graph.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modules = importGraph(ROOT, ['apps', 'packages', 'scripts']);
const moduleCycles = findCycles(modules);
const workspaceCycles = findCycles(workspaceGraph(modules));

for (const c of moduleCycles) console.error(`import cycle between modules: ${c.join(' ↔ ')}`);
for (const c of workspaceCycles) console.error(`import cycle between workspaces: ${c.join(' ↔ ')}`);
if (moduleCycles.length + workspaceCycles.length > 0) process.exit(1);
console.log(`no import cycles among ${modules.size} modules`);
