// The spawn helper moved to the package's testing entry (`@lumi/node/testing`, src/testing/spawn.ts); this
// path stays for importers outside apps/node that still reach it by relative path.
export { httpRpc, spawnNode, type SpawnedNode, type SpawnOptions } from '../../src/testing/spawn.ts';
