// What DryRunApi.dry_run_call does besides reporting errors, as polkadot-sdk's implementation does it: the
// call is dispatched directly (no signed extensions), only its own events come back, nothing is kept.
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DryRunApi } from '../../src/apis/dry-run.ts';
import { devAccount, devPairs } from '../../src/dev-accounts.ts';
import { RuntimeApiError } from '../../src/host.ts';
import { accountNonce } from '../../src/pallets/system/functions.ts';
import { freeBalance } from '../../src/pallets/balances/functions.ts';
import { runtime } from '../../src/runtime.ts';
import { EVENTS_KEY } from '../../src/support/events.ts';
import { u32 } from '../../src/scale/index.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { VersionedLocation, VersionedXcm } from '../../src/xcm/versioned.ts';
import { MAX_INSTRUCTIONS_TO_DECODE, MAX_XCM_DECODE_DEPTH } from '../../src/xcm/bounds.ts';
import { HostChain } from '../helpers/chain.ts';
import { dryRun, outcome } from './harness.ts';

const LUMI = 10n ** 12n;
let bob: Uint8Array;
let alice: Uint8Array;
const fresh = new Uint8Array(32).fill(9);
const transfer = (to: Uint8Array, value: bigint): RuntimeCallValue => ({
  type: 'Balances',
  value: { type: 'transfer_keep_alive', value: { dest: { type: 'Id', value: to }, value } },
});
const remark: RuntimeCallValue = {
  type: 'System',
  value: { type: 'remark', value: { remark: new Uint8Array([1]) } },
};
const names = (events: { type: string; value: { type: string } }[]) =>
  events.map((e) => `${e.type}.${e.value.type}`);

describe('DryRunApi.dry_run_call', () => {
  let chain: HostChain;
  beforeAll(async () => {
    chain = await HostChain.create();
    bob = devAccount('Bob');
    alice = devAccount('Alice');
    // The head block holds a real transfer, so its events are in state when the dry runs start.
    const { outcomes } = chain.block([chain.sign(devPairs().Alice, transfer(bob, LUMI), { nonce: 0 })]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
  });

  it("returns the call's own events only: none of the head block's, no ExtrinsicSuccess, no fee events", () => {
    expect(names(chain.events().map((r) => r.event) as never)).toContain('System.ExtrinsicSuccess');
    const fx = dryRun(chain, { type: 'Signed', value: bob }, transfer(alice, 2n * LUMI));
    expect(fx.execution_result).toEqual({
      ok: true,
      value: { actual_weight: undefined, pays_fee: { type: 'Yes' } },
    });
    expect(names(fx.emitted_events)).toEqual(['Balances.Transfer']);
    expect(fx.emitted_events[0]!.value.value).toEqual({ from: bob, to: alice, amount: 2n * LUMI });
    expect(fx.local_xcm).toBeUndefined();
    expect(fx.forwarded_xcms).toEqual([]);
  });

  it('keeps nothing: balances, nonce and the head events are as before', () => {
    const before = chain.read(() => [freeBalance(bob), freeBalance(alice), accountNonce(bob)]);
    const eventsBefore = u8aToHex(chain.state.get(EVENTS_KEY));
    dryRun(chain, { type: 'Signed', value: bob }, transfer(alice, 5n * LUMI));
    expect(chain.read(() => [freeBalance(bob), freeBalance(alice), accountNonce(bob)])).toEqual(before);
    expect(u8aToHex(chain.state.get(EVENTS_KEY))).toBe(eventsBefore);
    expect(names(chain.events().map((r) => r.event) as never)).toContain('System.ExtrinsicSuccess');
  });

  it('reports a failure as Ok(effects) with Err(DispatchErrorWithPostInfo) and no events', () => {
    const fx = dryRun(chain, { type: 'Signed', value: bob }, transfer(alice, 2n * 10n ** 18n));
    expect(fx.execution_result).toEqual({
      ok: false,
      error: {
        post_info: { actual_weight: undefined, pays_fee: { type: 'Yes' } },
        error: { type: 'Token', value: { type: 'FundsUnavailable' } },
      },
    });
    expect(fx.emitted_events).toEqual([]);
  });

  it('runs no signed extension: an account with no LUMI to pay fees still dispatches, its nonce untouched', () => {
    expect(chain.read(() => freeBalance(fresh))).toBe(0n);
    const fx = dryRun(chain, { type: 'Signed', value: fresh }, remark);
    expect(outcome(fx)).toBe('ok');
    expect(chain.read(() => accountNonce(fresh))).toBe(0);
  });

  it('reports the post-dispatch info the call returns: actual weight, fee waiver', () => {
    const touch: RuntimeCallValue = {
      type: 'AssetConversion',
      value: { type: 'touch', value: { asset1: { type: 'Native' }, asset2: { type: 'WithId', value: 1 } } },
    };
    const touched = dryRun(chain, { type: 'Signed', value: bob }, touch);
    expect(touched.execution_result.ok && touched.execution_result.value.actual_weight).toBeTruthy();
    const sudo: RuntimeCallValue = { type: 'Sudo', value: { type: 'sudo', value: { call: remark } } };
    const fx = dryRun(chain, { type: 'Signed', value: alice }, sudo);
    expect(fx.execution_result).toEqual({
      ok: true,
      value: { actual_weight: undefined, pays_fee: { type: 'No' } },
    });
    expect(names(fx.emitted_events)).toEqual(['Sudo.Sudid']);
  });

  it('dispatches with the origin given: Root passes ensure_root, None and Authorized fail as BadOrigin', () => {
    const setFee: RuntimeCallValue = {
      type: 'Parameters',
      value: {
        type: 'set_parameter',
        value: { key_value: { type: 'Dex', value: { type: 'LpFee', value: [{}, 4] } } },
      },
    };
    expect(outcome(dryRun(chain, { type: 'Root' }, setFee))).toBe('ok');
    expect(outcome(dryRun(chain, { type: 'None' }, setFee))).toBe('BadOrigin');
    expect(outcome(dryRun(chain, { type: 'Authorized' } as never, setFee))).toBe('BadOrigin');
  });

  it('accepts any result XCM version, having no XCM to convert (as polkadot-sdk)', () => {
    for (const v of [3, 4, 5, 99])
      expect(dryRun(chain, { type: 'Signed', value: bob }, remark, v).forwarded_xcms).toEqual([]);
  });

  it('deposits no events on the genesis state, as FRAME at block 0', async () => {
    const genesis = await HostChain.create();
    const fx = dryRun(genesis, { type: 'Signed', value: bob }, transfer(alice, LUMI));
    expect(outcome(fx)).toBe('ok');
    expect(fx.emitted_events).toEqual([]);
  });

  it('rejects undecodable arguments as a runtime API error', () => {
    const args = u8aConcat(
      runtime().OriginCaller.encode({ type: 'system', value: { type: 'Root' } }),
      [0xff, 0x00],
    );
    expect(() => chain.rt.call(chain.state, 'DryRunApi_dry_run_call', args, chain.head)).toThrow(
      RuntimeApiError,
    );
  });
});

describe('DryRunApi.dry_run_xcm', () => {
  let chain: HostChain;
  beforeAll(async () => {
    chain = await HostChain.create();
  });
  const here = VersionedLocation.encode({ type: 'V5', value: { parents: 0, interior: { type: 'Here' } } });
  const call = (xcm: Uint8Array) =>
    chain.rt.call(chain.state, 'DryRunApi_dry_run_xcm', u8aConcat(here, xcm), chain.head);
  const output = DryRunApi.methods.find((m) => m.name === 'dry_run_xcm')!.output;
  const nested = (depth: number): unknown[] =>
    depth === 0 ? [{ type: 'ClearOrigin' }] : [{ type: 'SetErrorHandler', value: nested(depth - 1) }];

  it('answers Err(Unimplemented): Lumi has no XCM executor', () => {
    const xcm = VersionedXcm.encode({ type: 'V5', value: [{ type: 'ClearOrigin' }] });
    expect(output.decode(call(xcm))).toEqual({ ok: false, error: { type: 'Unimplemented' } });
    expect(
      output.decode(call(VersionedXcm.encode({ type: 'V3', value: nested(MAX_XCM_DECODE_DEPTH - 1) }))),
    ).toEqual({
      ok: false,
      error: { type: 'Unimplemented' },
    });
  });

  it('refuses programs nested or long beyond what polkadot-sdk decodes', () => {
    expect(() => call(VersionedXcm.encode({ type: 'V4', value: nested(MAX_XCM_DECODE_DEPTH) }))).toThrow(
      RuntimeApiError,
    );
    const long = Array.from({ length: MAX_INSTRUCTIONS_TO_DECODE + 1 }, () => ({ type: 'ClearOrigin' }));
    expect(() => call(VersionedXcm.encode({ type: 'V5', value: long }))).toThrow(/at most 100 instructions/);
  });
});

describe('DryRunApi version', () => {
  it('is listed in RuntimeVersion.apis and metadata at version 2', () => {
    expect(DryRunApi.version).toBe(2);
    expect(u32.encode(DryRunApi.version)).toEqual(new Uint8Array([2, 0, 0, 0]));
  });
});
