// Writes docs/pallets.md from the runtime's metadata (`npm run docs:pallets -w packages/runtime`);
// `--check` only reports whether the committed file is current (exit status 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { PALLET_DOCS_PATH, palletDocs } from './pallet-docs/index.ts';

const expected = await palletDocs();
let current: string | undefined;
try {
  current = readFileSync(PALLET_DOCS_PATH, 'utf8');
} catch {
  current = undefined;
}
if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(`${PALLET_DOCS_PATH} is out of date: run npm run docs:pallets -w packages/runtime`);
    process.exit(1);
  }
  console.log(`${PALLET_DOCS_PATH} is up to date`);
} else if (current === expected) {
  console.log(`${PALLET_DOCS_PATH} is up to date`);
} else {
  writeFileSync(PALLET_DOCS_PATH, expected);
  console.log(`wrote ${PALLET_DOCS_PATH}`);
}
