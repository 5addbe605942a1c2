// Who signed an extrinsic and what it called, decoded with the metadata in force at its block (the address,
// signature and transaction-extension types it declares), through polkadot-api's own metadata codecs.
import { getDynamicBuilder, getLookupFn } from '@polkadot-api/metadata-builders';
import {
  compactNumber,
  decAnyMetadata,
  extrinsicFormat,
  Tuple,
  unifyMetadata,
} from '@polkadot-api/substrate-bindings';
import { accountHexOf } from './accounts.ts';

export interface SignedCall {
  /** 0x public key of the signer. */
  signer: string;
  /** Pallet and call by their metadata names, e.g. AssetConversion, swap_exact_tokens_for_tokens. */
  pallet: string;
  call: string;
}

/** Decodes extrinsics of blocks under `rawMetadata`; undefined for one that is not signed by an account id. */
export type SignedCallDecoder = (extrinsic: Uint8Array) => SignedCall | undefined;

export function signedCallDecoder(rawMetadata: Uint8Array): SignedCallDecoder {
  const metadata = unifyMetadata(decAnyMetadata(rawMetadata));
  const { extrinsic } = metadata;
  if (!('address' in extrinsic)) throw new Error('metadata v14 does not name the extrinsic address type');
  const builder = getDynamicBuilder(getLookupFn(metadata));
  // By extension version: v4 extrinsics always use version 0.
  const extensions = (extrinsic.signedExtensions[0] ?? []).map((e) => builder.buildDefinition(e.type));
  const signed = Tuple(
    builder.buildDefinition(extrinsic.address),
    builder.buildDefinition(extrinsic.signature),
    Tuple(...extensions),
    builder.buildDefinition(extrinsic.call),
  );
  return (bytes) => {
    const length = compactNumber.dec(bytes);
    // A copy, not a view: the SCALE decoders read a Uint8Array's whole underlying buffer.
    const body = bytes.slice(bytes.length - length);
    const format = extrinsicFormat.dec(body);
    if (format.version !== 4 || format.type !== 'signed') return undefined;
    const [address, , , call] = signed.dec(body.slice(1)) as [
      { type: string; value: unknown },
      unknown,
      unknown,
      { type: string; value: { type: string } },
    ];
    // MultiAddress: only an account id names the signer's account directly.
    const signer =
      address.type === 'Id' && typeof address.value === 'string' ? accountHexOf(address.value) : undefined;
    return signer ? { signer, pallet: call.type, call: call.value.type } : undefined;
  };
}
