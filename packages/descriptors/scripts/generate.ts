// Generates typed polkadot-api descriptors with no network, one folder per chain under generated/:
//   lumi                 metadataV15() of @lumi/runtime → generated/lumi.scale → generated/descriptors/
//   Asset Hub Polkadot   the v15 metadata @polkadot/types-support ships → generated/asset-hub-polkadot.scale
//                        → generated/asset-hub-polkadot/
//   Asset Hub Kusama     likewise → generated/asset-hub-kusama/
// and generated/index.js, the package entry, which re-exports them. Each chain is a codegen run of its own, so
// Lumi's type names and the lazily loaded chunks the web app fetches (descriptors.js, metadataTypes.js) stay Lumi's
// alone; an app that never names an Asset Hub descriptor never loads one.
//
//   npm run generate -w @lumi/descriptors             regenerate when the metadata (or the codegen) changed
//   npm run generate -w @lumi/descriptors -- --force  regenerate unconditionally
//   npm run generate -w @lumi/descriptors -- --check  exit 1 when the descriptors are missing or stale
//
// The output is not committed. The root "prepare" script (after every `npm install`), `typecheck` of the
// workspaces that use it and the web build run this (the latter two through the package's `lumi-descriptors`
// bin); when nothing changed it costs one metadata build and a hash compare.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metadataV15 } from '@lumi/runtime';
import { generateMultipleDescriptors, knownTypes as papiKnownTypes } from '@polkadot-api/codegen';
import { EntryPointCodec, TypedefCodec } from '@polkadot-api/metadata-compatibility';
import {
  Blake2256,
  Tuple,
  Vector,
  decAnyMetadata,
  metadata as metadataCodec,
  unifyMetadata,
} from '@polkadot-api/substrate-bindings';
import assetHubKusamaHex from '@polkadot/types-support/metadata/v15/asset-hub-kusama-hex';
import assetHubPolkadotHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const GENERATED = join(here, '..', 'generated');
/** Bump when this script's output changes shape, so existing output counts as stale. */
const GENERATOR_VERSION = 2;

interface ChainSource {
  /** The export name (and codegen key) of the chain's descriptors. */
  key: string;
  /** What the log and errors call it. */
  label: string;
  /** Its folder under generated/ and the name of its metadata file there (`<dir>.scale`, Lumi's: lumi.scale). */
  dir: string;
  scale: string;
  /** Raw RuntimeMetadataPrefixed bytes. */
  metadata: () => Uint8Array;
  /** polkadot-api's names for well-known types (XCM, MultiAddress…); Lumi keeps codegen's own names. */
  knownTypes: Parameters<typeof generateMultipleDescriptors>[0][number]['knownTypes'];
}

/** types-support ships `Option<OpaqueMetadata>` hex; the descriptors embed the bare metadata. */
const shipped = (hex: string) => () => metadataCodec.enc(decAnyMetadata(hex));

const CHAINS: readonly ChainSource[] = [
  // @lumi/runtime's entry point loads its runtime APIs, so the metadata carries their typed calls.
  {
    key: 'lumi',
    label: 'Lumi',
    dir: 'descriptors',
    scale: 'lumi.scale',
    metadata: metadataV15,
    knownTypes: {},
  },
  {
    key: 'assetHubPolkadot',
    label: 'Asset Hub Polkadot',
    dir: 'asset-hub-polkadot',
    scale: 'asset-hub-polkadot.scale',
    metadata: shipped(assetHubPolkadotHex),
    knownTypes: papiKnownTypes,
  },
  {
    key: 'assetHubKusama',
    label: 'Asset Hub Kusama',
    dir: 'asset-hub-kusama',
    scale: 'asset-hub-kusama.scale',
    metadata: shipped(assetHubKusamaHex),
    knownTypes: papiKnownTypes,
  },
];

const require = createRequire(import.meta.url);

function packageVersion(name: string): string {
  // Not every package exports its package.json; walk up from its entry point instead.
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

interface Stamp {
  metadataHash: string;
  codegen: string;
  generator: number;
}

function currentStamp(raw: Uint8Array): Stamp {
  return {
    metadataHash: Buffer.from(Blake2256(raw)).toString('hex'),
    codegen: packageVersion('@polkadot-api/codegen'),
    generator: GENERATOR_VERSION,
  };
}

function readStamp(outDir: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(join(outDir, 'stamp.json'), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

const sameStamp = (a: Stamp | undefined, b: Stamp) =>
  a !== undefined &&
  a.metadataHash === b.metadataHash &&
  a.codegen === b.codegen &&
  a.generator === b.generator;

/** The TypeScript sources @polkadot-api/codegen produces, keyed by file name (without extension). */
function codegenSources(chain: ChainSource, raw: Uint8Array): Map<string, string> {
  const { key } = chain;
  const unified = unifyMetadata(metadataCodec.dec(raw));
  const out = generateMultipleDescriptors([{ key, metadata: unified, knownTypes: chain.knownTypes }], {
    client: 'polkadot-api',
    metadataTypes: './metadataTypes',
    types: './common-types',
    descriptorValues: './descriptors',
    common: './common',
  });
  const chainFile = out.descriptorTypesFiles[0];
  if (!chainFile) throw new Error(`codegen produced no descriptor file for ${chain.label}`);
  const typesCodec = Tuple(Vector(EntryPointCodec), Vector(TypedefCodec));
  const metadataTypes = Buffer.from(
    typesCodec.enc([out.metadataTypes.entryPoints, out.metadataTypes.typedefs]),
  ).toString('base64');
  const sources = new Map<string, string>([
    ['common', out.commonFileContent],
    ['descriptors', out.descriptorsFileContent],
    ['common-types', out.typesFileContent],
    ['metadataTypes', `const content: string = "${metadataTypes}";\nexport default content;\n`],
    [key, chainFile.content],
    [
      `${key}_metadata`,
      `const binMeta: string = "${Buffer.from(raw).toString('base64')}";\nexport default binMeta;\n`,
    ],
    [
      'index',
      [
        `export { default as ${key} } from './${key}';`,
        `export type * from './${key}';`,
        `export { ${out.publicTypes.join(', ')} } from './common-types';`,
        '',
      ].join('\n'),
    ],
  ]);
  // Explicit .js specifiers so the output also loads in plain Node ESM, not only through bundlers.
  const local = [...sources.keys()].join('|');
  const specifier = new RegExp(`(["'])\\./(${local})\\1`, 'g');
  for (const [name, text] of sources) sources.set(name, text.replace(specifier, '$1./$2.js$1'));
  return sources;
}

/** Compiles the sources to .js + .d.ts (the consumers' strict settings need not accept generated code). */
function compile(sources: Map<string, string>, srcDir: string, outDir: string): void {
  for (const [name, text] of sources) writeFileSync(join(srcDir, `${name}.ts`), text);
  const program = ts.createProgram({
    rootNames: [...sources.keys()].map((name) => join(srcDir, `${name}.ts`)),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      declaration: true,
      outDir,
      rootDir: srcDir,
      skipLibCheck: true,
      strict: false,
      types: [],
      typeRoots: [],
    },
  });
  const result = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0 || result.emitSkipped) {
    const host: ts.FormatDiagnosticsHost = {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => srcDir,
      getNewLine: () => '\n',
    };
    throw new Error(`the generated descriptors do not compile:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
}

const typesNamespace = (key: string) => key[0]!.toUpperCase() + key.slice(1);

/**
 * The package entry: Lumi's descriptors and types as before (`lumi`, `MultiAddress`, …), each other chain's
 * descriptors by key and its types as one namespace (`AssetHubPolkadot.XcmV5Junction`), since the chains'
 * common type names collide.
 */
function writeEntry(): void {
  const [lumi, ...others] = CHAINS;
  const js = [
    `export * from './${lumi!.dir}/index.js';`,
    ...others.map((c) => `export { default as ${c.key} } from './${c.dir}/${c.key}.js';`),
    '',
  ].join('\n');
  const dts = [
    `export * from './${lumi!.dir}/index.js';`,
    ...others.flatMap((c) => [
      `export { default as ${c.key} } from './${c.dir}/${c.key}.js';`,
      `export type * as ${typesNamespace(c.key)} from './${c.dir}/index.js';`,
    ]),
    '',
  ].join('\n');
  const write = (name: string, text: string) => {
    const file = join(GENERATED, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  };
  write('index.js', js);
  write('index.d.ts', dts);
  write('package.json', '{ "type": "module", "sideEffects": false }\n');
}

function generate(chain: ChainSource, raw: Uint8Array, stamp: Stamp): void {
  const outDir = join(GENERATED, chain.dir);
  const started = performance.now();
  // Build in a scratch folder inside generated/ and swap it in whole, so a failed or concurrent run never
  // leaves half a set of descriptors behind.
  const scratch = mkdtempSync(join(GENERATED, '.build-'));
  try {
    const srcDir = join(scratch, 'src');
    const built = join(scratch, 'out');
    mkdirSync(srcDir);
    compile(codegenSources(chain, raw), srcDir, built);
    writeFileSync(join(built, 'stamp.json'), `${JSON.stringify(stamp, null, 2)}\n`);
    writeFileSync(join(built, 'package.json'), '{ "type": "module", "sideEffects": false }\n');
    writeFileSync(join(GENERATED, chain.scale), raw);
    const previous = join(scratch, 'previous');
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(built, outDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `Generated the ${chain.label} descriptors (metadata ${stamp.metadataHash.slice(0, 16)}…, ` +
      `${raw.length} bytes) in ${Math.round(performance.now() - started)} ms → ${outDir}`,
  );
}

function main(): void {
  const args = new Set(process.argv.slice(2));
  for (const arg of args) {
    if (!['--force', '--check', '--quiet'].includes(arg)) throw new Error(`unknown option ${arg}`);
  }
  const quiet = args.has('--quiet');
  mkdirSync(GENERATED, { recursive: true });
  let stale = 0;
  for (const chain of CHAINS) {
    const raw = chain.metadata();
    const stamp = currentStamp(raw);
    const outDir = join(GENERATED, chain.dir);
    const upToDate = sameStamp(readStamp(outDir), stamp) && existsSync(join(outDir, 'index.js'));
    if (args.has('--check')) {
      if (!upToDate) {
        console.error(
          `The ${chain.label} descriptors are missing or stale: run \`npm run generate -w @lumi/descriptors\`.`,
        );
        stale++;
      }
      continue;
    }
    if (upToDate && !args.has('--force')) continue;
    generate(chain, raw, stamp);
  }
  if (args.has('--check')) {
    if (stale > 0 || !existsSync(join(GENERATED, 'index.js'))) process.exitCode = 1;
    else if (!quiet) console.log('The descriptors are up to date.');
    return;
  }
  writeEntry();
  if (!quiet) console.log('The descriptors are up to date.');
}

try {
  main();
} catch (error: unknown) {
  console.error(`generate-descriptors: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
