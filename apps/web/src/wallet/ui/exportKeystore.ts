import type { KeystoreJson } from '../keystore.ts';

/** Downloads the stored (encrypted) keystore as a polkadot.js JSON file. */
export function exportKeystore(json: KeystoreJson): void {
  const blob = new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${json.address}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
