// docs/pallets.md as it should be: rendered from metadataV15() and formatted with the repository's Prettier
// configuration, so `prettier --write docs` leaves it unchanged.
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { metadataV15 } from '../../src/metadata/index.ts';
import { renderPalletDocs } from './render.ts';

export const PALLET_DOCS_PATH = fileURLToPath(new URL('../../../../docs/pallets.md', import.meta.url));

export async function palletDocs(): Promise<string> {
  const options = (await prettier.resolveConfig(PALLET_DOCS_PATH)) ?? {};
  return prettier.format(renderPalletDocs(metadataV15()), { ...options, filepath: PALLET_DOCS_PATH });
}
