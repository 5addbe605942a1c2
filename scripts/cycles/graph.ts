// The repository's import graph, type-only imports included, resolved the way our tsconfig resolves them (so
// `@lumi/chain/...` lands on the file the package's exports name). Edges into node_modules are left out; edges
// into another workspace count, so a cycle through two packages is found as well as one inside a package.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', '.git']);
const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const base = join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(base, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, base).options;
}

/** Module graph over the given top-level folders of `root`, keyed by paths relative to `root`. */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((f) => sourceFiles(join(root, f)))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (!resolved) continue;
      const rel = relative(root, resolved);
      if (rel.startsWith('..') || rel.split(sep).includes('node_modules') || rel.endsWith('.d.ts')) continue;
      targets.add(rel);
    }
    graph.set(relative(root, file), [...targets]);
  }
  return graph;
}

/** The workspace a repository path belongs to: `apps/node`, `packages/chain`, or the top folder otherwise. */
export function workspaceOf(path: string): string {
  const [top, name] = path.split(sep);
  return top === 'apps' || top === 'packages' ? `${top}/${name}` : top!;
}

/** The graph between workspaces that the module graph implies. */
export function workspaceGraph(modules: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [from, targets] of modules) {
    const a = workspaceOf(from);
    const edges = graph.get(a) ?? new Set<string>();
    for (const to of targets) if (workspaceOf(to) !== a) edges.add(workspaceOf(to));
    graph.set(a, edges);
  }
  return new Map([...graph].map(([k, v]) => [k, [...v]]));
}
