import type { KeystoreJson } from '../../shared/wallet/keystore.ts';

/** Saves `text` as a file the browser downloads. */
export function downloadText(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Downloads the stored (encrypted) keystore as a polkadot.js JSON file. */
export function exportKeystore(json: KeystoreJson): void {
  downloadText(`${json.address}.json`, JSON.stringify(json, null, 2));
}
