// pallet_assets errors in FRAME's order (the index is the error code clients decode), per instance.
import { defineErrors } from '../../support/errors.ts';

export function makeErrors(pallet: string) {
  return defineErrors(
    pallet,
    'pallet_assets::pallet::Error',
    {
      BalanceLow: 'The account holds less than the amount.',
      NoAccount: 'The asset account does not exist.',
      NoPermission: 'The signer may not do this to the asset.',
      Unknown: 'No asset has this id.',
      Frozen: 'The account or asset is frozen.',
      InUse: 'The asset id is taken, or the asset still has accounts or approvals.',
      BadWitness: 'Invalid witness data.',
      MinBalanceZero: 'The minimum balance must be above zero.',
      UnavailableConsumer:
        'The account cannot take another consumer reference (no provider, or too many consumers).',
      BadMetadata: 'The name or symbol is longer than StringLimit.',
      Unapproved: 'No approval covers this transfer.',
      WouldDie: 'The source account would be reaped but must stay alive.',
      AlreadyExists: 'The asset account already exists.',
      NoDeposit: 'The asset account holds no deposit to refund.',
      WouldBurn: 'The operation would destroy units.',
      LiveAsset: 'The asset is live; it must be in destruction for this.',
      AssetNotLive: 'The asset is not live (frozen or being destroyed).',
      IncorrectStatus: 'The asset is not in the status this needs.',
      NotFrozen: 'The asset must be frozen first.',
      CallbackFailed: 'A creation or destruction callback failed.',
      BadAssetId: 'The id is not the NextAssetId.',
      ContainsFreezes: 'Accounts of the asset still have freezes.',
      ContainsHolds: 'Accounts of the asset still have holds.',
    },
    { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
  );
}

export type AssetsErrors = ReturnType<typeof makeErrors>;
