// The repository's import graph, type-only imports included, resolved the way our tsconfig resolves them (so
// `@lumi/chain/...` lands on the file the package's exports name). Edges into node_modules are left out; edges
// into another workspace count, so a cycle through two packages is found as well as one inside a package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { foldersUpTo, pathTexts, reachedWorkspace, scriptWords, workspaceFolderOf } from './reach.ts';

const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', '.git']);
const SOURCE = /\.(ts|tsx|mts)$/;
/** Files that may read another workspace by path: the sources and the plain-JS launchers and configs. */
const SCRIPT = /\.(ts|tsx|mts|js|mjs|cjs)$/;

function sourceFiles(dir: string, out: string[] = [], pattern = SOURCE): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), out, pattern);
    } else if (pattern.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const base = join(root, 'tsconfig.base.json');
  // readConfigFile gives the parsed JSON untyped; parseJsonConfigFileContent validates it.
  const json: unknown = ts.readConfigFile(base, (path) => ts.sys.readFile(path)).config;
  return ts.parseJsonConfigFileContent(json, ts.sys, root, undefined, base).options;
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

interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The workspace folders (`apps/node`, …) of the repository, each with its package.json. */
function workspaceManifests(root: string): Map<string, Manifest> {
  const out = new Map<string, Manifest>();
  for (const top of ['apps', 'packages']) {
    if (!existsSync(join(root, top))) continue;
    for (const entry of readdirSync(join(root, top), { withFileTypes: true })) {
      const manifest = join(root, top, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest)) {
        out.set(`${top}/${entry.name}`, JSON.parse(readFileSync(manifest, 'utf8')) as Manifest);
      }
    }
  }
  return out;
}

const posixPath = (path: string) => path.split(sep).join('/');

/**
 * The graph between workspaces with build inputs included: what their modules import (`modules`), what their
 * package.json declares (dependencies of every kind), what their package.json scripts run by path and what
 * their files read by path. A cycle here is a cycle in what must be built before what.
 */
export function packageGraph(
  root: string,
  modules: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> {
  const manifests = workspaceManifests(root);
  const folders = new Set(manifests.keys());
  const byName = new Map([...manifests].map(([folder, m]) => [m.name, folder]));
  const graph = new Map<string, Set<string>>();
  const edge = (from: string, to: string | undefined) => {
    if (!to || to === from) return;
    const edges = graph.get(from) ?? new Set<string>();
    edges.add(to);
    graph.set(from, edges);
  };
  for (const [from, targets] of workspaceGraph(modules)) {
    graph.set(from, graph.get(from) ?? new Set());
    for (const to of targets) edge(from, to);
  }
  for (const [folder, m] of manifests) {
    graph.set(folder, graph.get(folder) ?? new Set());
    const declared = [m.dependencies, m.devDependencies, m.peerDependencies, m.optionalDependencies];
    for (const name of declared.flatMap((deps) => Object.keys(deps ?? {}))) edge(folder, byName.get(name));
    for (const word of Object.values(m.scripts ?? {}).flatMap(scriptWords)) {
      edge(folder, reachedWorkspace(word, [folder], folder, folders));
    }
    for (const file of sourceFiles(join(root, folder), [], SCRIPT)) {
      const dir = posixPath(relative(root, dirname(file)));
      const from = workspaceFolderOf(dir) ?? folder;
      for (const { text, anchored } of pathTexts(readFileSync(file, 'utf8'), file)) {
        edge(from, reachedWorkspace(text, anchored ? [dir] : foldersUpTo(dir, folder), from, folders));
      }
    }
  }
  return new Map([...graph].map(([k, v]) => [k, [...v]]));
}
