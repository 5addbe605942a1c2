// Extrinsics and events of a block decoded with the chain's metadata through polkadot-api's metadata codecs:
// the same codecs the client uses for its typed API, applied to raw block bodies and the System.Events value.
// Run in the chain worker (chainServer.ts: the explorer's blocks, a pending transaction's events), where the
// metadata already is, so the page never decodes it; shared/, not features/explorer/, because the worker is
// shared/ and may import nothing else.
import { getDynamicBuilder, getLookupFn } from '@polkadot-api/metadata-builders';
import {
  Blake2256,
  compactNumber,
  decAnyMetadata,
  extrinsicFormat,
  Tuple,
  unifyMetadata,
  type Codec,
} from '@polkadot-api/substrate-bindings';
import { toHex } from 'polkadot-api/utils';
import type { SystemEventRecord } from '../../tx/outcome.ts';

/** A call as polkadot-api's codecs read it: pallet, then call, then its arguments by name. */
export interface DecodedCall {
  pallet: string;
  name: string;
  args: unknown;
}

export interface DecodedExtrinsic {
  index: number;
  /** blake2-256 of the extrinsic's bytes: the hash wallets and explorers name it by. */
  hash: string;
  /** The signer's address (SS58 as the metadata's codecs write it), undefined for an unsigned one. */
  signer: string | undefined;
  /** undefined when the bytes could not be read with this metadata. */
  call: DecodedCall | undefined;
}

/** chain_getBlock's answer (the part the explorer reads). */
export interface RpcBlock {
  block: {
    header: { parentHash: string; number: string; stateRoot: string; extrinsicsRoot: string };
    extrinsics: string[];
  };
}

/** A block as the worker serves it: its header as the node gives it, decoded extrinsics and events. */
export interface DecodedBlock {
  header: RpcBlock['block']['header'];
  extrinsics: DecodedExtrinsic[];
  events: SystemEventRecord[];
}

export interface ChainCodecs {
  extrinsic: (bytes: Uint8Array, index: number) => DecodedExtrinsic;
  events: (value: string) => SystemEventRecord[];
  /** The storage key of System.Events. */
  eventsKey: string;
}

interface EnumValue {
  type: string;
  value: unknown;
}

const asEnum = (value: unknown): EnumValue | undefined =>
  value !== null && typeof value === 'object' && 'type' in value && typeof value.type === 'string'
    ? (value as EnumValue)
    : undefined;

function callOf(value: unknown): DecodedCall | undefined {
  const pallet = asEnum(value);
  const call = asEnum(pallet?.value);
  return pallet && call ? { pallet: pallet.type, name: call.type, args: call.value } : undefined;
}

/** The codecs for one runtime's metadata (its raw SCALE bytes as `Metadata.metadata` returns them). */
export function chainCodecs(rawMetadata: Uint8Array): ChainCodecs {
  const metadata = unifyMetadata(decAnyMetadata(rawMetadata));
  const builder = getDynamicBuilder(getLookupFn(metadata));
  const { extrinsic } = metadata;
  // Metadata v14 does not name the call, address and signature types apart; every Lumi runtime serves v15+.
  if (!('address' in extrinsic))
    throw new Error('the chain serves metadata v14 only; the explorer needs v15');
  const callCodec = builder.buildDefinition(extrinsic.call);
  const signed = Tuple(
    builder.buildDefinition(extrinsic.address),
    builder.buildDefinition(extrinsic.signature),
    // By extension version: v4 extrinsics always use version 0.
    Tuple(...(extrinsic.signedExtensions[0] ?? []).map((e) => builder.buildDefinition(e.type))),
    callCodec,
  ) as unknown as Codec<unknown[]>;
  const events = builder.buildStorage('System', 'Events');

  return {
    eventsKey: events.keys.enc(),
    events: (value) => events.value.dec(value) as SystemEventRecord[],
    extrinsic(bytes, index) {
      const hash = toHex(Blake2256(bytes));
      try {
        const length = compactNumber.dec(bytes);
        // A copy, not a view: the SCALE decoders read a Uint8Array's whole underlying buffer.
        const body = bytes.slice(bytes.length - length);
        const format = extrinsicFormat.dec(body);
        if (format.type === 'bare')
          return { index, hash, signer: undefined, call: callOf(callCodec.dec(body.slice(1))) };
        if (format.version === 4 && format.type === 'signed') {
          const [address, , , call] = signed.dec(body.slice(1));
          const multi = asEnum(address);
          // MultiAddress::Id names the account; other address kinds are shown as they decode.
          const signer =
            multi?.type === 'Id' && typeof multi.value === 'string' ? multi.value : JSON.stringify(address);
          return { index, hash, signer, call: callOf(call) };
        }
      } catch {
        // fall through: shown as an extrinsic this metadata cannot read
      }
      return { index, hash, signer: undefined, call: undefined };
    },
  };
}
