import { describe, expect, it } from 'vitest';
import { findCycles } from '../cycles.ts';
import { foldersUpTo, pathTexts, reachedWorkspace, scriptWords, workspaceFolderOf } from '../reach.ts';

const WORKSPACES = new Set(['apps/api', 'apps/node', 'apps/web', 'packages/chain', 'packages/runtime']);

describe('reachedWorkspace', () => {
  it.each([
    [
      'a sibling package from its root',
      '../runtime/src',
      ['packages/chain'],
      'packages/chain',
      'packages/runtime',
    ],
    ['another top folder', '../../packages/chain/scripts/x.ts', ['apps/web'], 'apps/web', 'packages/chain'],
    [
      'the first base that lands outside',
      '../runtime',
      ['packages/chain/scripts', 'packages/chain'],
      'packages/chain',
      'packages/runtime',
    ],
    [
      'a folder of its own named like a workspace',
      '../api/client.ts',
      ['apps/web/src/swap'],
      'apps/web',
      undefined,
    ],
    ['its own workspace', '../src/index.ts', ['apps/node/test'], 'apps/node', undefined],
    ['a folder that is no workspace', '../../scripts/start.mjs', ['apps/web'], 'apps/web', undefined],
    ['a path above the repository', '../../../x', ['apps/web'], 'apps/web', undefined],
    ['a bare package name', '@lumi/runtime', ['apps/web'], 'apps/web', undefined],
    ['a repository-relative path', 'packages/runtime/src', ['apps/web'], 'apps/web', undefined],
    ['prose', '../runtime is slow', ['packages/chain'], 'packages/chain', undefined],
  ] as [string, string, string[], string, string | undefined][])('%s', (_, path, bases, from, reached) => {
    expect(reachedWorkspace(path, bases, from, WORKSPACES)).toBe(reached);
  });
});

describe('pathTexts', () => {
  it('finds string literals, templates and runs of literal call arguments', () => {
    const source = [
      "const a = join(root, '..', 'runtime', 'src');",
      "const b = new URL('../../packages/chain/x.ts', import.meta.url);",
      'const c = `../node`;',
      "const d = f(x, 'one', y, 'two');",
    ].join('\n');
    expect(pathTexts(source, 'x.ts')).toEqual([
      { text: '../runtime/src', anchored: false },
      { text: '..', anchored: true },
      { text: 'runtime', anchored: true },
      { text: 'src', anchored: true },
      { text: '../../packages/chain/x.ts', anchored: true },
      { text: '../node', anchored: true },
      { text: 'one', anchored: true },
      { text: 'two', anchored: true },
    ]);
  });
});

describe('the old descriptors generator', () => {
  it('is an edge from @lumi/chain to @lumi/runtime, which closes a cycle with the declared dependency', () => {
    // What packages/chain/scripts/generate-descriptors.ts did before @lumi/descriptors existed.
    const source = "const RUNTIME_SRC = join(CHAIN_ROOT, '..', 'runtime', 'src');";
    const reached = pathTexts(source, 'generate-descriptors.ts')
      .filter((t) => !t.anchored)
      .map((t) =>
        reachedWorkspace(
          t.text,
          foldersUpTo('packages/chain/scripts', 'packages/chain'),
          'packages/chain',
          WORKSPACES,
        ),
      );
    expect(reached).toEqual(['packages/runtime']);
    const graph = new Map([
      ['packages/runtime', ['packages/chain']],
      ['packages/chain', ['packages/runtime']],
    ]);
    expect(findCycles(graph)).toEqual([['packages/chain', 'packages/runtime']]);
  });
});

describe('helpers', () => {
  it.each([
    [
      'tsx ../../packages/chain/scripts/g.ts --quiet',
      ['tsx', '../../packages/chain/scripts/g.ts', '--quiet'],
    ],
    ["node -e 'x' --flag=../a", ['node', '-e', 'x', '--flag', '../a']],
  ])('scriptWords(%s)', (script, words) => {
    expect(scriptWords(script)).toEqual(words);
  });

  it.each([
    ['packages/chain/scripts', 'packages/chain', ['packages/chain/scripts', 'packages/chain']],
    ['apps/web', 'apps/web', ['apps/web']],
  ])('foldersUpTo(%s, %s)', (dir, root, folders) => {
    expect(foldersUpTo(dir, root)).toEqual(folders);
  });

  it.each([
    ['apps/node/src/x.ts', 'apps/node'],
    ['packages/chain', 'packages/chain'],
    ['scripts/cycles/main.ts', undefined],
    ['apps', undefined],
  ])('workspaceFolderOf(%s)', (path, folder) => {
    expect(workspaceFolderOf(path)).toBe(folder);
  });
});
