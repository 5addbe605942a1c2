// Drives the runtime through its host API (what lumi-node does) and signs extrinsics the way
// @polkadot/api does, with a @polkadot/types registry built from our own metadata.
import { Metadata, TypeRegistry } from '@polkadot/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';
import { createRuntime } from '../../src/index.ts';
import type { BlockContext, Runtime, SealedBlock } from '../../src/host.ts';
import { metadataV15 } from '../../src/metadata/index.ts';
import { runtime } from '../../src/runtime.ts';
import { MemoryState } from '../../src/support/memory-state.ts';
import { EVENTS_KEY } from '../../src/support/events.ts';
import type { EventRecordValue } from '../../src/support/construct.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { vec } from '../../src/scale/index.ts';
import { withReadContext } from '../../src/executive/service.ts';

export class HostChain {
  readonly state = new MemoryState();
  head!: BlockContext;
  genesis!: SealedBlock;
  timestamp = 1_700_000_000_000n;
  readonly registry = new TypeRegistry();

  private constructor(readonly rt: Runtime) {
    const metadata = new Metadata(this.registry, metadataV15());
    this.registry.setMetadata(metadata);
    // polkadot.js types ChargeAssetTxPayment's asset as TAssetConversion (a MultiLocation unless told):
    // ours is NativeOrWithId<u32>, named after its metadata path.
    this.registry.register({ TAssetConversion: 'Option<FrameSupportTokensFungibleUnionOfNativeOrWithId>' });
  }

  static async create(patch: Record<string, unknown> = {}): Promise<HostChain> {
    const rt = await createRuntime();
    const c = new HostChain(rt);
    c.genesis = rt.genesisBlock({
      ...(rt.genesisPreset('development') as Record<string, unknown>),
      ...patch,
    });
    c.state.apply(c.genesis.changes);
    c.head = { hash: c.genesis.hash, number: 0 };
    return c;
  }

  /** A signed extrinsic as @polkadot/api would build it (immortal unless `mortal` is given). */
  sign(
    pair: KeyringPair,
    call: RuntimeCallValue,
    opts: {
      nonce: number;
      tip?: bigint;
      /** ChargeAssetTxPayment's asset, as polkadot.js takes it: `{ WithId: 1 }`, `'Native'`. */
      assetId?: unknown;
      genesisHash?: Uint8Array;
      mortal?: { period: number; current: number; blockHash: Uint8Array };
      /** CheckMetadataHash: the mode byte (any u8, valid or not) and the hash put in the signed payload. */
      mode?: number;
      metadataHash?: Uint8Array;
    },
  ): Uint8Array {
    const method = this.registry.createType('Call', runtime().RuntimeCall.encode(call));
    const ext = this.registry.createType('Extrinsic', { method }, { version: 4 });
    const genesisHash = u8aToHex(opts.genesisHash ?? this.genesis.hash);
    ext.sign(pair, {
      blockHash: opts.mortal ? u8aToHex(opts.mortal.blockHash) : genesisHash,
      genesisHash,
      nonce: opts.nonce,
      tip: opts.tip ?? 0n,
      ...(opts.assetId === undefined ? {} : { assetId: opts.assetId as never }),
      era: opts.mortal
        ? this.registry.createType('ExtrinsicEra', {
            current: opts.mortal.current,
            period: opts.mortal.period,
          })
        : this.registry.createType('ExtrinsicEra', '0x00'),
      runtimeVersion: {
        specVersion: this.rt.version.specVersion,
        transactionVersion: this.rt.version.transactionVersion,
      } as never,
      signedExtensions: this.registry.signedExtensions,
      ...(opts.mode === undefined ? {} : { mode: opts.mode }),
      // A Uint8Array would be read as an encoded Option (flag byte first); hex is the value itself.
      ...(opts.metadataHash === undefined ? {} : { metadataHash: u8aToHex(opts.metadataHash) }),
    });
    return ext.toU8a();
  }

  validate(xt: Uint8Array) {
    return this.rt.validateTransaction(this.state, 'External', xt, this.head);
  }

  /** Builds and imports one block with `xts`; returns the outcomes and the sealed block. */
  block(xts: Uint8Array[]) {
    this.timestamp += 6000n;
    const b = this.rt.newBlock(this.state, this.head, { timestamp: this.timestamp });
    const outcomes = xts.map((x) => b.applyExtrinsic(x));
    const sealed = b.finalize();
    this.state.apply(sealed.changes);
    this.head = { hash: sealed.hash, number: sealed.header.number };
    return { outcomes, sealed };
  }

  events(): EventRecordValue[] {
    const raw = this.state.get(EVENTS_KEY);
    return raw ? vec(runtime().EventRecord).decode(raw) : [];
  }

  read<T>(fn: () => T): T {
    return withReadContext(this.state, this.head, fn);
  }
}
