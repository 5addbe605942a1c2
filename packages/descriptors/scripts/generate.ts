// Generates the typed polkadot-api descriptors of the Lumi runtime from the runtime's own metadata, with no
// network: metadataV15() → generated/lumi.scale → @polkadot-api/codegen → generated/descriptors/*.js + *.d.ts.
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
import { generateMultipleDescriptors } from '@polkadot-api/codegen';
import { EntryPointCodec, TypedefCodec } from '@polkadot-api/metadata-compatibility';
import {
  Blake2256,
  Tuple,
  Vector,
  metadata as metadataCodec,
  unifyMetadata,
} from '@polkadot-api/substrate-bindings';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const GENERATED = join(here, '..', 'generated');
const OUT_DIR = join(GENERATED, 'descriptors');
const METADATA_FILE = join(GENERATED, 'lumi.scale');
const STAMP_FILE = join(OUT_DIR, 'stamp.json');
const KEY = 'lumi';
/** Bump when this script's output changes shape, so existing output counts as stale. */
const GENERATOR_VERSION = 1;

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

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(STAMP_FILE, 'utf8')) as Stamp;
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
function codegenSources(raw: Uint8Array): Map<string, string> {
  const unified = unifyMetadata(metadataCodec.dec(raw));
  const out = generateMultipleDescriptors([{ key: KEY, metadata: unified, knownTypes: {} }], {
    client: 'polkadot-api',
    metadataTypes: './metadataTypes',
    types: './common-types',
    descriptorValues: './descriptors',
    common: './common',
  });
  const chainFile = out.descriptorTypesFiles[0];
  if (!chainFile) throw new Error('codegen produced no descriptor file for the chain');
  const typesCodec = Tuple(Vector(EntryPointCodec), Vector(TypedefCodec));
  const metadataTypes = Buffer.from(
    typesCodec.enc([out.metadataTypes.entryPoints, out.metadataTypes.typedefs]),
  ).toString('base64');
  const sources = new Map<string, string>([
    ['common', out.commonFileContent],
    ['descriptors', out.descriptorsFileContent],
    ['common-types', out.typesFileContent],
    ['metadataTypes', `const content: string = "${metadataTypes}";\nexport default content;\n`],
    [KEY, chainFile.content],
    [
      `${KEY}_metadata`,
      `const binMeta: string = "${Buffer.from(raw).toString('base64')}";\nexport default binMeta;\n`,
    ],
    [
      'index',
      [
        `export { default as ${KEY} } from './${KEY}';`,
        `export type * from './${KEY}';`,
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

function main(): void {
  const args = new Set(process.argv.slice(2));
  for (const arg of args) {
    if (!['--force', '--check', '--quiet'].includes(arg)) throw new Error(`unknown option ${arg}`);
  }
  const quiet = args.has('--quiet');
  // @lumi/runtime's entry point loads its runtime APIs, so the metadata carries their typed calls.
  const raw = metadataV15();
  const stamp = currentStamp(raw);
  const upToDate = sameStamp(readStamp(), stamp) && existsSync(join(OUT_DIR, 'index.js'));

  if (args.has('--check')) {
    if (!upToDate) {
      console.error(
        'The Lumi descriptors are missing or stale: run `npm run generate -w @lumi/descriptors`.',
      );
      process.exitCode = 1;
    } else if (!quiet) console.log('The Lumi descriptors are up to date.');
    return;
  }
  if (upToDate && !args.has('--force')) {
    if (!quiet) console.log('The Lumi descriptors are up to date.');
    return;
  }

  const started = performance.now();
  mkdirSync(GENERATED, { recursive: true });
  // Build in a scratch folder inside generated/ and swap it in whole, so a failed or concurrent run never
  // leaves half a set of descriptors behind.
  const scratch = mkdtempSync(join(GENERATED, '.build-'));
  try {
    const srcDir = join(scratch, 'src');
    const outDir = join(scratch, 'out');
    mkdirSync(srcDir);
    compile(codegenSources(raw), srcDir, outDir);
    writeFileSync(join(outDir, 'stamp.json'), `${JSON.stringify(stamp, null, 2)}\n`);
    writeFileSync(join(outDir, 'package.json'), '{ "type": "module", "sideEffects": false }\n');
    writeFileSync(METADATA_FILE, raw);
    const previous = join(scratch, 'previous');
    if (existsSync(OUT_DIR)) renameSync(OUT_DIR, previous);
    renameSync(outDir, OUT_DIR);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `Generated the Lumi descriptors (metadata ${stamp.metadataHash.slice(0, 16)}…, ${raw.length} bytes) ` +
      `in ${Math.round(performance.now() - started)} ms → ${OUT_DIR}`,
  );
}

try {
  main();
} catch (error: unknown) {
  console.error(`generate-descriptors: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
