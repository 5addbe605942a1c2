// The node's keystore, laid out like Substrate's LocalKeystore: one file per key under
// <base>/chains/<id>/keystore, named hex(key type) ++ hex(public key), holding the key's secret URI as a
// JSON string, readable by the owner only. Substrate does not check that the URI derives the public key
// on insert, and neither does this.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class Keystore {
  constructor(private readonly dir: string) {}

  private file(keyType: Uint8Array, publicKey: Uint8Array): string {
    return join(this.dir, Buffer.from(keyType).toString('hex') + Buffer.from(publicKey).toString('hex'));
  }

  insert(keyType: Uint8Array, suri: string, publicKey: Uint8Array): void {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writeFileSync(this.file(keyType, publicKey), JSON.stringify(suri), { mode: 0o600 });
  }

  /** Whether the key's secret is stored (a file that holds a JSON string). */
  has(keyType: Uint8Array, publicKey: Uint8Array): boolean {
    const path = this.file(keyType, publicKey);
    if (!existsSync(path)) return false;
    try {
      return typeof JSON.parse(readFileSync(path, 'utf8')) === 'string';
    } catch {
      return false;
    }
  }
}

/** sp_core's KeyTypeId from a string: exactly four bytes of UTF-8 (`babe`, `gran`, `aura`). */
export function keyTypeId(name: string): Uint8Array | undefined {
  const bytes = new TextEncoder().encode(name);
  return bytes.length === 4 ? bytes : undefined;
}
