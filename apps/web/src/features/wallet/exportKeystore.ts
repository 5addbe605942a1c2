import { downloadText } from '../../shared/ui/download.ts';
import type { KeystoreJson } from '../../shared/wallet/keystore.ts';

// Moved to shared/ui so the address book's export uses the same download.
export { downloadText };

/** Downloads the stored (encrypted) keystore as a polkadot.js JSON file. */
export function exportKeystore(json: KeystoreJson): void {
  downloadText(`${json.address}.json`, JSON.stringify(json, null, 2));
}
