// Where the connected account's key lives, so a reload can sign with it again. The address itself is the
// configuration entity's `keypair` (local-storage key `wallet-keypair`).
import { z } from 'zod/mini';
import type { StorageLike } from './keystore.ts';

export const SESSION_STORAGE_KEY = 'lumi-wallet-source';

export const walletSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dev') }),
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('extension'), extension: z.string().check(z.minLength(1), z.maxLength(100)) }),
]);

export type WalletSource = z.infer<typeof walletSourceSchema>;

export const sessionSchema = z.object({
  address: z.string(),
  name: z.string().check(z.maxLength(64)),
  source: walletSourceSchema,
});

export type WalletSession = z.infer<typeof sessionSchema>;

export function readSession(storage: StorageLike): WalletSession | undefined {
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
