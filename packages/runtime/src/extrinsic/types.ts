// Extrinsic format v4 declarations: signed extensions (FRAME's, in kitchensink's relative order) and the
// UncheckedExtrinsic wrapper type metadata describes.
import { H256 } from '../primitives/core.ts';
import { MultiAddress, MultiSignature } from '../primitives/address.ts';
import { AssetKindType } from '../primitives/asset-kind.ts';
import { EraType } from '../primitives/runtime-types.ts';
import {
  bytes,
  compact,
  enumType,
  field,
  newtype,
  option,
  sizedBytes,
  struct,
  tuple,
  u128,
  u32,
  unit,
  variant,
} from '../scale/index.ts';
import type { AnyType } from '../scale/index.ts';
import { RuntimeCallRef } from '../support/outer.ts';

const T = [{ name: 'T' }];

export const CheckNonZeroSender = struct(
  'frame_system::extensions::check_non_zero_sender::CheckNonZeroSender',
  {},
  { params: T },
);
export const CheckSpecVersion = struct(
  'frame_system::extensions::check_spec_version::CheckSpecVersion',
  {},
  { params: T },
);
export const CheckTxVersion = struct(
  'frame_system::extensions::check_tx_version::CheckTxVersion',
  {},
  { params: T },
);
export const CheckGenesis = struct(
  'frame_system::extensions::check_genesis::CheckGenesis',
  {},
  { params: T },
);
export const CheckMortality = newtype(
  'frame_system::extensions::check_mortality::CheckMortality',
  field(EraType, 'Era'),
  { params: T },
);
export const CheckNonce = newtype(
  'frame_system::extensions::check_nonce::CheckNonce',
  field(compact(u32), 'T::Nonce'),
  { params: T },
);
export const CheckWeight = struct('frame_system::extensions::check_weight::CheckWeight', {}, { params: T });
/**
 * pallet_asset_conversion_tx_payment's extension: a tip and the asset the fee is paid in (None: LUMI, through
 * TransactionPayment; Some: swapped from the asset's pool, src/pallets/asset-tx-payment).
 */
export const ChargeAssetTxPayment = struct(
  'pallet_asset_conversion_tx_payment::ChargeAssetTxPayment',
  {
    tip: field(compact(u128), 'BalanceOf<T>'),
    asset_id: field(option(AssetKindType), 'Option<T::AssetId>'),
  },
  { params: T },
);
/** RFC-0078: whether the signer committed to the runtime's metadata digest. Any other byte is undecodable. */
export const MetadataHashMode = enumType('frame_metadata_hash_extension::Mode', {
  Disabled: variant(0),
  Enabled: variant(1),
});
export const CheckMetadataHash = struct(
  'frame_metadata_hash_extension::CheckMetadataHash',
  { mode: field(MetadataHashMode, 'Mode') },
  { params: T },
);
/** The implicit of CheckMetadataHash: None when disabled, Some(digest) when enabled. */
export const MetadataHashImplicit = option(sizedBytes(32));

export interface ExtensionDecl {
  identifier: string;
  type: AnyType;
  additionalSigned: AnyType;
}

/** The signed extensions, in the order their bytes appear in an extrinsic and in the signing payload. */
export const SIGNED_EXTENSIONS: readonly ExtensionDecl[] = [
  { identifier: 'CheckNonZeroSender', type: CheckNonZeroSender, additionalSigned: unit },
  { identifier: 'CheckSpecVersion', type: CheckSpecVersion, additionalSigned: u32 },
  { identifier: 'CheckTxVersion', type: CheckTxVersion, additionalSigned: u32 },
  { identifier: 'CheckGenesis', type: CheckGenesis, additionalSigned: H256 },
  { identifier: 'CheckMortality', type: CheckMortality, additionalSigned: H256 },
  { identifier: 'CheckNonce', type: CheckNonce, additionalSigned: unit },
  { identifier: 'CheckWeight', type: CheckWeight, additionalSigned: unit },
  { identifier: 'ChargeAssetTxPayment', type: ChargeAssetTxPayment, additionalSigned: unit },
  // After the payment extension, as in kitchensink and the Polkadot runtimes.
  { identifier: 'CheckMetadataHash', type: CheckMetadataHash, additionalSigned: MetadataHashImplicit },
];

/** The tuple of extension types: TxExtension / SignedExtra in metadata. */
export const Extra = tuple(
  CheckNonZeroSender,
  CheckSpecVersion,
  CheckTxVersion,
  CheckGenesis,
  CheckMortality,
  CheckNonce,
  CheckWeight,
  ChargeAssetTxPayment,
  CheckMetadataHash,
);

export const UncheckedExtrinsic = newtype(
  'sp_runtime::generic::unchecked_extrinsic::UncheckedExtrinsic',
  bytes,
  {
    params: [
      { name: 'Address', type: MultiAddress },
      { name: 'Call', type: RuntimeCallRef },
      { name: 'Signature', type: MultiSignature },
      { name: 'Extra', type: Extra },
    ],
  },
);

export const EXTRINSIC_VERSION = 4;
