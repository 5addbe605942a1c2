// DryRunApi against the real node, through two unmodified clients: polkadot-api's typed API (generated
// descriptors) and @polkadot/api's `api.call.dryRunApi` — and the raw state_call answer decoded with
// @polkadot/types' own hand-written Asset Hub-style definitions (CallDryRunEffects, XcmDryRunApiError).
import { lumi } from '@lumi/descriptors';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { Binary, createClient, Enum, type PolkadotClient, type TypedApi } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;

let node: SpawnedNode;
let client: PolkadotClient;
let pjs: ApiPromise;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  client = createClient(getWsProvider(node.wsUrl, { websocketClass: WebSocket as never }));
  pjs = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  // Move past genesis: as in FRAME, no events are deposited on the block-0 state.
  const api = client.getTypedApi(lumi);
  const signer = getPolkadotSigner(acc.charlie.publicKey, 'Sr25519', (m) => acc.charlie.sign(m));
  const sent = await api.tx.System.remark({ remark: Binary.fromText('dry runs start here') }).signAndSubmit(
    signer,
  );
  expect(sent.ok).toBe(true);
});
afterAll(async () => {
  client?.destroy();
  await pjs?.disconnect();
  await node?.stop();
});

const signedBy = (address: string) => Enum('system', Enum('Signed', address));
/** The RuntimeCall argument of dry_run_call; a transaction's decodedCall is that value, untyped. */
type RuntimeCall = Parameters<TypedApi<typeof lumi>['apis']['DryRunApi']['dry_run_call']>[1];

describe('DryRunApi with polkadot-api (typed API from the generated descriptors)', () => {
  it('exposes apis.DryRunApi.dry_run_call and reports a swap with its events', async () => {
    const api = client.getTypedApi(lumi);
    const swap = api.tx.AssetConversion.swap_exact_tokens_for_tokens({
      path: [Enum('Native'), Enum('WithId', 1)],
      amount_in: LUMI,
      amount_out_min: 1n,
      send_to: acc.bob.address,
      keep_alive: true,
    });
    const r = await api.apis.DryRunApi.dry_run_call(
      signedBy(acc.bob.address),
      swap.decodedCall as RuntimeCall,
      5,
    );
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.value.execution_result.success).toBe(true);
    expect(r.value.emitted_events.map((e) => `${e.type}.${e.value.type}`)).toContain(
      'AssetConversion.SwapExecuted',
    );
    expect(r.value.emitted_events.some((e) => e.type === 'System')).toBe(false);
    expect(r.value.local_xcm).toBeUndefined();
    expect(r.value.forwarded_xcms).toEqual([]);
  });

  it('decodes a doomed send: LUMI below the existential deposit to a new account', async () => {
    const api = client.getTypedApi(lumi);
    const fresh = acc.keyring.addFromUri('//DryRunFresh').address;
    const send = api.tx.Balances.transfer_allow_death({ dest: Enum('Id', fresh), value: 1n });
    const r = await api.apis.DryRunApi.dry_run_call(
      signedBy(acc.bob.address),
      send.decodedCall as RuntimeCall,
      5,
    );
    expect(r).toMatchObject({
      success: true,
      value: {
        execution_result: {
          success: false,
          value: {
            error: { type: 'Token', value: { type: 'BelowMinimum' } },
            post_info: { pays_fee: { type: 'Yes' } },
          },
        },
        emitted_events: [],
      },
    });
  });

  it('answers dry_run_xcm with Err(Unimplemented)', async () => {
    const api = client.getTypedApi(lumi);
    const here = Enum('V5', { parents: 0, interior: Enum('Here') });
    const r = await api.apis.DryRunApi.dry_run_xcm(here, Enum('V5', [Enum('ClearOrigin')]));
    expect(r).toEqual({ success: false, value: { type: 'Unimplemented', value: undefined } });
  });
});

describe('DryRunApi with @polkadot/api', () => {
  it('api.call.dryRunApi.dryRunCall reports a pallet error of a swap', async () => {
    const swap = pjs.tx.assetConversion.swapExactTokensForTokens(
      [{ Native: null }, { WithId: 1 }],
      LUMI,
      1_000n * PHPU, // far more than 1 LUMI buys
      acc.bob.address,
      true,
    );
    const r = await pjs.call.dryRunApi!.dryRunCall!({ system: { Signed: acc.bob.address } }, swap.method, 5);
    const result = r as unknown as {
      isOk: boolean;
      asOk: { executionResult: { isErr: boolean; asErr: { error: { isModule: boolean; asModule: never } } } };
    };
    expect(result.isOk).toBe(true);
    const exec = result.asOk.executionResult;
    expect(exec.isErr).toBe(true);
    expect(exec.asErr.error.isModule).toBe(true);
    const meta = pjs.registry.findMetaError(exec.asErr.error.asModule);
    expect(`${meta.section}.${meta.name}`).toBe('assetConversion.ProvidedMinimumNotSufficientForSwap');
  });

  it("decodes the raw answer with @polkadot/types' own DryRunApi definitions", async () => {
    const send = pjs.tx.balances.transferKeepAlive(acc.charlie.address, 2n * LUMI);
    // OriginCaller::system(RawOrigin::Signed(bob)): variant 0, then variant 1 and the account.
    const origin = u8aConcat([0, 1], acc.bob.publicKey);
    const raw = await pjs.rpc.state.call(
      'DryRunApi_dry_run_call',
      u8aToHex(u8aConcat(origin, send.method.toU8a(), pjs.registry.createType('u32', 5).toU8a())),
    );
    // polkadot.js's hand-written types (not the metadata's): Result<CallDryRunEffects, XcmDryRunApiError>.
    // Named exception: its static DispatchResultWithPostInfo has Err(DispatchError) where polkadot-sdk has
    // Err(DispatchErrorWithPostInfo), so only a successful dispatch is decoded this way; failures are decoded
    // through the metadata above (api.call), as @polkadot/api does for any V15 chain.
    const decoded = pjs.registry.createType('Result<CallDryRunEffects, XcmDryRunApiError>', raw.toU8a(true));
    expect(decoded.encodedLength).toBe(raw.length);
    const ok = (
      decoded as unknown as {
        asOk: { toJSON(): unknown; emittedEvents: { section: string; method: string }[] };
      }
    ).asOk;
    expect(ok.toJSON()).toMatchObject({
      executionResult: { ok: { actualWeight: null, paysFee: 'Yes' } },
      localXcm: null,
      forwardedXcms: [],
    });
    expect(ok.emittedEvents.map((e) => `${e.section}.${e.method}`)).toEqual(['balances.Transfer']);
  });
});
