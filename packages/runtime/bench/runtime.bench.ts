// Runtime throughput: signed Balances transfers validated (pool admission) and applied (block building),
// with and without a prior verification, next to the raw sr25519 verify rate. Prints figures; asserts nothing.
import { u8aConcat } from '@polkadot/util';
import { sr25519Verify } from '@polkadot/wasm-crypto';
import { createRuntime } from '../src/index.ts';
import { devPairs, DEV_NAMES } from '../src/dev-accounts.ts';
import { Extra, MetadataHashImplicit } from '../src/extrinsic/types.ts';
import { metadataDigest } from '../src/metadata/digest.ts';
import { MultiSignature } from '../src/primitives/address.ts';
import { runtime } from '../src/runtime.ts';
import { MemoryState } from '../src/support/memory-state.ts';
import { blake2_256 } from '../src/support/hashing.ts';
import { Writer } from '../src/scale/index.ts';
import { setSignatureVerifier } from '../src/extrinsic/signature.ts';

const PER_SENDER = Number(process.env.PER_SENDER ?? 400);
// METADATA_HASH=1 signs with CheckMetadataHash enabled: the digest is computed once, so rates should not move.
const METADATA_HASH = process.env.METADATA_HASH === '1';

const rt = await createRuntime();
const genesis = rt.genesisBlock(rt.genesisPreset('development'));
const state = MemoryState.from(genesis.changes);
const at = { hash: genesis.hash, number: 0 };
const pairs = devPairs();
const bob = pairs.Bob.publicKey;

function additional(): Uint8Array {
  const w = new Writer(105);
  w.u32(rt.version.specVersion);
  w.u32(rt.version.transactionVersion);
  w.bytes(genesis.hash);
  w.bytes(genesis.hash);
  w.bytes(MetadataHashImplicit.encode(METADATA_HASH ? metadataDigest() : undefined));
  return w.finish();
}
const add = additional();

function signedTransfer(name: (typeof DEV_NAMES)[number], nonce: number): Uint8Array {
  const pair = pairs[name];
  const call = runtime().RuntimeCall.encode({
    type: 'Balances',
    value: {
      type: 'transfer_keep_alive',
      value: {
        dest: { type: 'Id', value: name === 'Bob' ? pairs.Alice.publicKey : bob },
        value: 1_000_000_000_000n,
      },
    },
  });
  const mode = { type: METADATA_HASH ? 'Enabled' : 'Disabled' } as const;
  const extra = Extra.encode([
    {},
    {},
    {},
    {},
    { type: 'Immortal' },
    nonce,
    {},
    { tip: 0n, asset_id: undefined },
    { mode },
  ]);
  const payload = u8aConcat(call, extra, add);
  const sig = pair.sign(payload.length > 256 ? blake2_256(payload) : payload);
  const body = u8aConcat(
    new Uint8Array([0x84, 0x00]),
    pair.publicKey,
    MultiSignature.encode({ type: 'Sr25519', value: sig }),
    extra,
    call,
  );
  const w = new Writer(body.length + 4);
  w.compact(body.length);
  w.bytes(body);
  return w.finish();
}

console.log(
  `signing ${PER_SENDER * DEV_NAMES.length} transfers (CheckMetadataHash ${METADATA_HASH ? 'enabled' : 'disabled'})...`,
);
const byNonce: Uint8Array[] = [];
for (let n = 0; n < PER_SENDER; n++) for (const name of DEV_NAMES) byNonce.push(signedTransfer(name, n));
const total = byNonce.length;

function rate(label: string, n: number, ms: number): void {
  console.log(
    `${label.padEnd(52)} ${String(Math.round((n / ms) * 1000)).padStart(7)} /s  (${n} in ${ms.toFixed(0)} ms)`,
  );
}

// Raw verify rate.
{
  const msg = new Uint8Array(120).fill(7);
  const sig = pairs.Alice.sign(msg);
  const n = 2000;
  const t = performance.now();
  for (let i = 0; i < n; i++) sr25519Verify(sig, msg, pairs.Alice.publicKey);
  rate('raw sr25519Verify (wasm-crypto, 1 core)', n, performance.now() - t);
}

// Pool admission of the first nonce of each sender, cold (signatures verified).
{
  const first = byNonce.slice(0, DEV_NAMES.length * 50);
  const t = performance.now();
  for (const x of first) {
    const v = rt.validateTransaction(state, 'External', x, at);
    if (!v.ok) throw new Error(`invalid: ${JSON.stringify(v.error)}`);
  }
  rate('validateTransaction (verifies signature)', first.length, performance.now() - t);
}

function buildAll(label: string): void {
  const t = performance.now();
  const b = rt.newBlock(state, at, { timestamp: 1_700_000_000_000n });
  let included = 0;
  for (const x of byNonce) {
    const o = b.applyExtrinsic(x);
    if (o.included && o.success) included++;
  }
  const sealed = b.finalize();
  const ms = performance.now() - t;
  if (included !== total) throw new Error(`only ${included}/${total} applied`);
  rate(label, total, ms);
  console.log(
    `  block #${sealed.header.number}: ${sealed.extrinsics.length} extrinsics, ${sealed.changes.size} changed keys`,
  );
}

buildAll('block building, signatures verified inline');
// Second pass over the same parent: every signature is now in the runtime's verification cache, which is
// what happens when the pool admitted them first.
buildAll('block building, signatures already verified');
// With a host verifier that trusts nothing (always re-verifies), for reference.
setSignatureVerifier((c) => sr25519Verify(c.signature, c.message, c.signer));
buildAll('block building, host verifier (re-verifies)');
setSignatureVerifier(undefined);
