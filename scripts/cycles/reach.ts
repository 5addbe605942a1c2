// Build inputs the import graph cannot see: a file that reads another workspace by path (a generator that
// loads `join(root, '..', 'runtime', 'src')`, a `new URL('../../packages/x/…', import.meta.url)`) or a
// package.json script that runs another workspace's file (`tsx ../../packages/x/scripts/y.ts`). Each one is
// an edge of the package graph as real as an import. Pure, so the rule is tested table by table.
import { posix } from 'node:path';
import ts from 'typescript';

/** `apps/node`, `packages/chain`, … for a repository path inside a workspace folder, else undefined. */
export function workspaceFolderOf(path: string): string | undefined {
  const [top, name] = path.split('/');
  return (top === 'apps' || top === 'packages') && name ? `${top}/${name}` : undefined;
}

/**
 * The workspace other than `from` that `path` lands in when read from one of `bases` (repository-relative
 * folders, tried in order), or undefined. Only relative paths (`./`, `../`) count: bare names are packages,
 * which the import graph and the declared dependencies already cover.
 */
export function reachedWorkspace(
  path: string,
  bases: readonly string[],
  from: string,
  workspaces: ReadonlySet<string>,
): string | undefined {
  if (!/^\.\.?\//.test(path) || /\s/.test(path)) return undefined;
  for (const base of bases) {
    const target = posix.normalize(posix.join(base, path));
    if (target.startsWith('..')) continue;
    const workspace = workspaceFolderOf(target);
    if (workspace && workspace !== from && workspaces.has(workspace)) return workspace;
  }
  return undefined;
}

/**
 * Path-like texts in a TypeScript or JavaScript source: every string literal, and every run of two or more
 * string-literal arguments of one call joined with `/` (`join(dir, '..', 'runtime', 'src')` gives
 * `../runtime/src`). The second kind comes with `anchored: false`: its base is a variable, so it is tried
 * against every folder from the file's up to its workspace root.
 */
export function pathTexts(source: string, fileName: string): { text: string; anchored: boolean }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const out: { text: string; anchored: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) out.push({ text: node.text, anchored: true });
    if (ts.isCallExpression(node)) {
      let run: string[] = [];
      const flush = () => {
        if (run.length > 1) out.push({ text: run.join('/'), anchored: false });
        run = [];
      };
      for (const arg of node.arguments) {
        if (ts.isStringLiteralLike(arg)) run.push(arg.text);
        else flush();
      }
      flush();
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The words of a package.json script that could be paths (split on white space, `=` and quotes). */
export function scriptWords(script: string): string[] {
  return script.split(/[\s='"]+/).filter((word) => word.length > 0);
}

/** Folders from `dir` up to `root` (both repository-relative, `dir` inside `root`), nearest first. */
export function foldersUpTo(dir: string, root: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = posix.dirname(d)) {
    out.push(d);
    if (d === root || d === '.' || d === '') break;
  }
  return out;
}
