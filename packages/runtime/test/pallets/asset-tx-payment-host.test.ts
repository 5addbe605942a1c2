// ChargeAssetTxPayment end to end through the host API, signed by @polkadot/types as @polkadot/api signs
// (`assetId` in the signer options): a fee in PHPU is bought from the LUMI/PHPU pool, the payer's LUMI stays
// untouched, and a fee nothing can pay is rejected at validation, before the pool.
import { beforeAll, describe, expect, it } from 'vitest';
import { devPairs } from '../../src/dev-accounts.ts';
import { NATIVE, poolAccount, withId } from '../../src/pallets/asset-conversion/index.ts';
import { assetsFungibles } from '../../src/pallets/assets/index.ts';
import { freeBalance, totalIssuance } from '../../src/pallets/balances/index.ts';
import { accountNonce } from '../../src/pallets/system/functions.ts';
import { TRANSACTION_BYTE_FEE } from '../../src/pallets/transaction-payment/constants.ts';
import { Keyring } from '@polkadot/keyring';
import type { EventRecordValue } from '../../src/support/construct.ts';
import { HostChain } from '../helpers/chain.ts';

const PHPU = withId(1);
const pool = poolAccount(NATIVE, PHPU)!;
const remark = { type: 'System', value: { type: 'remark', value: { remark: new Uint8Array(8) } } };

let chain: HostChain;
beforeAll(async () => {
  chain = await HostChain.create();
});

const phpu = (who: Uint8Array) => chain.read(() => assetsFungibles.balance(1, who));
const lumi = (who: Uint8Array) => chain.read(() => freeBalance(who));
const eventNames = (es: EventRecordValue[]) =>
  es.map((e) => `${e.event.type}.${(e.event.value as { type: string }).type}`);
function eventOf(es: EventRecordValue[], pallet: string, name: string) {
  const e = es.find((r) => r.event.type === pallet && (r.event.value as { type: string }).type === name);
  return (e?.event.value as { value: Record<string, unknown> } | undefined)?.value;
}

describe('ChargeAssetTxPayment through the host', () => {
  it('pays a fee in PHPU: PHPU goes to the pool, LUMI is untouched, AssetTxFeePaid names PHPU', () => {
    const { Bob } = devPairs();
    const who = Bob.publicKey;
    const xt = chain.sign(Bob, remark, { nonce: 0, assetId: { WithId: 1 } });
    expect(chain.validate(xt).ok).toBe(true);
    const before = { phpu: phpu(who), lumi: lumi(who), poolPhpu: phpu(pool), poolLumi: lumi(pool) };
    const issuance = chain.read(() => totalIssuance());
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
    const es = chain.events();
    const paid = eventOf(es, 'AssetTxPayment', 'AssetTxFeePaid');
    expect(paid).toMatchObject({ who, tip: 0n, asset_id: PHPU });
    const feeInPhpu = paid!.actual_fee as bigint;
    expect(feeInPhpu > 0n).toBe(true);
    expect(phpu(who)).toBe(before.phpu - feeInPhpu);
    expect(lumi(who)).toBe(before.lumi);
    expect(phpu(pool)).toBe(before.poolPhpu + feeInPhpu);
    // The pool paid the LUMI fee, which was burned.
    const burned = issuance - chain.read(() => totalIssuance());
    expect(burned > 0n).toBe(true);
    expect(lumi(pool)).toBe(before.poolLumi - burned);
    expect(eventNames(es)).toContain('AssetConversion.SwapCreditExecuted');
    expect(eventNames(es)).not.toContain('TransactionPayment.TransactionFeePaid');
  });

  it('charges the same LUMI fee with asset_id None (TransactionFeePaid) and Some(Native) (AssetTxFeePaid)', () => {
    const { Charlie } = devPairs();
    const who = Charlie.publicKey;
    const fees: bigint[] = [];
    for (const [nonce, assetId] of [
      [0, undefined],
      [1, 'Native'],
    ] as const) {
      const xt = chain.sign(Charlie, remark, { nonce, ...(assetId ? { assetId } : {}) });
      const before = lumi(who);
      chain.block([xt]);
      fees.push(before - lumi(who));
      const es = chain.events();
      if (assetId === undefined) {
        expect(eventOf(es, 'TransactionPayment', 'TransactionFeePaid')).toMatchObject({
          actual_fee: fees[0],
        });
      } else {
        expect(eventOf(es, 'AssetTxPayment', 'AssetTxFeePaid')).toMatchObject({
          actual_fee: fees[1],
          asset_id: NATIVE,
        });
      }
    }
    // Some(Native) is one byte longer than None: exactly one byte's fee more.
    expect(fees[1]! - fees[0]!).toBe(TRANSACTION_BYTE_FEE);
    expect(fees[0]! > 0n).toBe(true);
  });

  it('rejects at validation a fee in an asset without a pool, or more PHPU than the payer holds', () => {
    const { Alice, Dave } = devPairs();
    const noPool = chain.sign(Dave, remark, { nonce: 0, assetId: { WithId: 99 } });
    expect(chain.validate(noPool)).toMatchObject({ ok: false, error: { type: 'Invalid', value: 'Payment' } });
    // A new account with LUMI and no PHPU.
    const zed = new Keyring({ type: 'sr25519' }).addFromUri('//Zed');
    const fund = {
      type: 'Balances',
      value: {
        type: 'transfer_keep_alive',
        value: { dest: { type: 'Id', value: zed.publicKey }, value: 10n ** 12n },
      },
    };
    chain.block([chain.sign(Alice, fund, { nonce: chain.read(() => accountNonce(Alice.publicKey)) })]);
    expect(phpu(zed.publicKey)).toBe(0n);
    const broke = chain.sign(zed, remark, { nonce: 0, assetId: { WithId: 1 } });
    expect(chain.validate(broke)).toMatchObject({ ok: false, error: { type: 'Invalid', value: 'Payment' } });
    expect(chain.validate(chain.sign(zed, remark, { nonce: 0 })).ok).toBe(true);
  });
});
