import { describe, expect, it } from 'vitest';
import type { ActivityItem, ActivityPage, LumiApiClient } from '../../src/shared/api/lumiApi.ts';
import { callAmountTokens, eventAmountTokens } from '../../src/features/explorer/amounts.ts';
import { show, showFields } from '../../src/features/explorer/display.ts';
import { fetchAllActivity } from '../../src/features/explorer/exportHistory.ts';
import { groupHistory } from '../../src/features/explorer/history.ts';
import { historyCsv, type CsvLabels } from '../../src/features/explorer/historyCsv.ts';
import { parseBlockRef, parseExtrinsicRef } from '../../src/features/explorer/refs.ts';

const HASH = `0x${'cd'.repeat(32)}`;
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const LUMI = { symbol: 'LUMI', decimals: 12 };
const PHPU = { symbol: 'PHPU', decimals: 6 };
const LPHPU = { symbol: 'LPHPU', decimals: 9 };
const NATIVE = { type: 'Native' };
const PHPU_KIND = { type: 'WithId', value: 1 };

function row(partial: Partial<ActivityItem> & Pick<ActivityItem, 'id' | 'type'>): ActivityItem {
  return {
    block: 7,
    blockHash: HASH,
    timestamp: Date.UTC(2026, 10, 26, 1, 2, 3),
    direction: 'out',
    asset: null,
    decimals: null,
    amount: null,
    counterparty: null,
    ...partial,
  };
}

describe('amount tokens', () => {
  it.each([
    ['Balances', 'transfer_keep_alive', { dest: ALICE, value: 1n }, { value: LUMI }],
    ['Assets', 'transfer_keep_alive', { id: 1, target: ALICE, amount: 1n }, { amount: PHPU }],
    ['Assets', 'transfer', { id: 99, target: ALICE, amount: 1n }, {}],
    ['PoolAssets', 'transfer', { id: 0, amount: 1n }, { amount: LPHPU }],
    [
      'AssetConversion',
      'swap_exact_tokens_for_tokens',
      { path: [NATIVE, PHPU_KIND], amount_in: 1n, amount_out_min: 2n },
      { amount_in: LUMI, amount_out_min: PHPU },
    ],
    [
      'AssetConversion',
      'swap_tokens_for_exact_tokens',
      { path: [PHPU_KIND, NATIVE], amount_out: 1n, amount_in_max: 2n },
      { amount_in: PHPU, amount_in_max: PHPU, amount_out: LUMI, amount_out_min: LUMI },
    ],
    ['System', 'remark', { remark: '0x' }, {}],
  ])('%s.%s', (pallet, name, args, expected) => {
    const tokens = callAmountTokens(pallet, name, args);
    for (const [field, token] of Object.entries(expected)) expect(tokens[field]).toEqual(token);
    if (Object.keys(expected).length === 0) expect(tokens).toEqual({});
  });

  it.each([
    ['Balances', 'Transfer', {}, 'amount', LUMI],
    ['TransactionPayment', 'TransactionFeePaid', {}, 'actual_fee', LUMI],
    ['AssetTxPayment', 'AssetTxFeePaid', { asset_id: PHPU_KIND }, 'actual_fee', PHPU],
    ['Assets', 'Transferred', { asset_id: 1 }, 'amount', PHPU],
    [
      'AssetConversion',
      'SwapExecuted',
      {
        path: [
          [NATIVE, 1n],
          [PHPU_KIND, 2n],
        ],
      },
      'amount_out',
      PHPU,
    ],
    ['AssetConversion', 'LiquidityAdded', { pool_id: [NATIVE, PHPU_KIND] }, 'amount2_provided', PHPU],
    ['AssetConversion', 'LiquidityAdded', { pool_id: [NATIVE, PHPU_KIND] }, 'lp_token_minted', LPHPU],
  ])('event %s.%s: %s', (pallet, name, fields, field, token) => {
    expect(eventAmountTokens(pallet, name, fields)[field]).toEqual(token);
  });
});

describe('display', () => {
  it('shows amount fields with their token and the rest by kind', () => {
    const fields = showFields(
      { target: { type: 'Id', value: ALICE }, amount: 42_500_000n, id: 1, keep: true, memo: undefined },
      { amount: PHPU },
    );
    expect(fields).toEqual([
      { name: 'target', value: { kind: 'variant', name: 'Id', inner: { kind: 'account', address: ALICE } } },
      { name: 'amount', value: { kind: 'amount', amount: 42_500_000n, token: PHPU } },
      { name: 'id', value: { kind: 'text', text: '1' } },
      { name: 'keep', value: { kind: 'text', text: 'true' } },
      { name: 'memo', value: { kind: 'none' } },
    ]);
  });

  it('reads a swap path of (asset, amount) pairs as amounts, bytes as hex, enums without a value by name', () => {
    expect(
      show([
        [NATIVE, 10n],
        [PHPU_KIND, 583n],
      ]),
    ).toEqual({
      kind: 'list',
      items: [
        { kind: 'amount', amount: 10n, token: LUMI },
        { kind: 'amount', amount: 583n, token: PHPU },
      ],
    });
    expect(show({ asHex: () => '0x0102' })).toEqual({ kind: 'text', text: '0x0102' });
    expect(show(new Uint8Array([1, 255]))).toEqual({ kind: 'text', text: '0x01ff' });
    expect(show({ type: 'Native' })).toEqual({ kind: 'variant', name: 'Native', inner: undefined });
    expect(show({ a: 1n })).toEqual({
      kind: 'fields',
      fields: [{ name: 'a', value: { kind: 'text', text: '1' } }],
    });
  });
});

describe('refs', () => {
  it.each([
    ['12', { number: 12 }],
    [HASH.toUpperCase().replace('0X', '0x'), { hash: HASH }],
    ['-1', undefined],
    ['1.5', undefined],
    ['0x12', undefined],
    ['', undefined],
  ])('block %j', (text, expected) => {
    expect(parseBlockRef(text)).toEqual(expected);
  });

  it.each([
    ['12-1', null, { block: { number: 12 }, index: 1 }],
    [`${HASH}-3`, null, { block: { hash: HASH }, index: 3 }],
    [HASH, '7', { block: { number: 7 }, hash: HASH }],
    [HASH, HASH, { block: { hash: HASH }, hash: HASH }],
    [HASH, null, { block: undefined, hash: HASH }],
    [HASH, 'nope', undefined],
    ['12-', null, undefined],
    ['12-x', null, undefined],
    ['12-999999', null, undefined],
    ['abc', null, undefined],
  ])('extrinsic %j block=%j', (id, block, expected) => {
    expect(parseExtrinsicRef(id, block)).toEqual(expected);
  });
});

describe('history', () => {
  const items: ActivityItem[] = [
    // Newest first, as the API pages them: a swap with its fee row, a failed transfer, a received transfer.
    row({ id: '9-3', type: 'fee', block: 9, extrinsicIndex: 1, asset: 'LUMI', decimals: 12, amount: 1_234n }),
    row({
      id: '9-2',
      type: 'swap',
      block: 9,
      extrinsicIndex: 1,
      direction: 'self',
      swap: {
        paid: { asset: 'LUMI', amount: 10n ** 13n },
        received: { asset: 'PHPU', amount: 583_000_000n },
      },
    }),
    row({
      id: '8-2',
      type: 'transfer',
      block: 8,
      extrinsicIndex: 2,
      failure: { call: 'Assets.transfer_keep_alive', error: { type: 'Module' } },
    }),
    row({ id: '8-3', type: 'fee', block: 8, extrinsicIndex: 2, asset: 'LUMI', decimals: 12, amount: 5n }),
    row({
      id: '7-1',
      type: 'transfer',
      block: 7,
      extrinsicIndex: 1,
      direction: 'in',
      asset: 'PHPU',
      decimals: 6,
      amount: 5_000_000_000n,
      counterparty: ALICE,
    }),
    row({
      id: '6-1',
      type: 'liquidity_added',
      block: 6,
      extrinsicIndex: 1,
      direction: 'out',
      asset: 'LPHPU',
      decimals: 9,
      amount: 3n,
      pair: [
        { asset: 'LUMI', amount: 1n },
        { asset: 'PHPU', amount: 2n },
      ],
    }),
  ];

  it('groups rows by transaction, the fee joining its action', () => {
    const entries = groupHistory(items);
    expect(entries.map((e) => [e.key, e.action, e.failedCall])).toEqual([
      ['9-1', 'swap', undefined],
      ['8-2', 'transfer', 'Assets.transfer_keep_alive'],
      ['7-1', 'transfer', undefined],
      ['6-1', 'liquidity_added', undefined],
    ]);
    expect(entries[0]!.amounts.map((a) => [a.sign, a.asset, a.amount])).toEqual([
      ['-', 'LUMI', 10n ** 13n],
      ['+', 'PHPU', 583_000_000n],
    ]);
    expect(entries[0]!.fee).toEqual({ sign: '-', asset: 'LUMI', amount: 1_234n, decimals: 12 });
    expect(entries[1]!.amounts).toEqual([]);
    expect(entries[1]!.fee?.amount).toBe(5n);
    expect(entries[3]!.amounts.map((a) => `${a.sign}${a.asset}`)).toEqual(['-LUMI', '-PHPU', '+LPHPU']);
  });

  it('writes the CSV: exact amounts without sign or grouping, fee, hash, block; quoted and injection-safe', () => {
    const labels: CsvLabels = {
      header: ['Date', 'Action', 'Sent', 'Received', 'Fee', 'Hash', 'Block'],
      action: (entry) => (entry.failedCall ? `=${entry.action}` : entry.action),
    };
    const csv = historyCsv(groupHistory(items), new Map([['9-1', HASH]]), labels);
    expect(csv.split('\r\n')).toEqual([
      'Date,Action,Sent,Received,Fee,Hash,Block',
      `2026-11-26T01:02:03.000Z,swap,10 LUMI,583 PHPU,0.000000001234 LUMI,${HASH},9`,
      "2026-11-26T01:02:03.000Z,'=transfer,,,0.000000000005 LUMI,,8",
      '2026-11-26T01:02:03.000Z,transfer,,5000 PHPU,,,7',
      '2026-11-26T01:02:03.000Z,liquidity_added,0.000000000001 LUMI; 0.000002 PHPU,0.000000003 LPHPU,,,6',
      '',
    ]);
  });
});

describe('fetchAllActivity', () => {
  const page = (ids: string[], nextCursor: string | null): ActivityPage => ({
    items: ids.map((id) => row({ id, type: 'transfer' })),
    nextCursor,
    indexedTo: 10,
  });

  function fakeApi(pages: Record<string, ActivityPage>, asked: (string | null)[]): LumiApiClient {
    return {
      activity: (_address, { cursor }) => {
        asked.push(cursor ?? null);
        const found = pages[cursor ?? 'first'];
        return found ? Promise.resolve(found) : Promise.reject(new Error(`unknown cursor ${cursor}`));
      },
    } as LumiApiClient;
  }

  it('pages through everything, not only the first page', async () => {
    const asked: (string | null)[] = [];
    const progress: number[] = [];
    const api = fakeApi(
      { first: page(['a', 'b'], 'c1'), c1: page(['c', 'd'], 'c2'), c2: page(['e'], null) },
      asked,
    );
    const items = await fetchAllActivity(api, ALICE, (n) => progress.push(n));
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([null, 'c1', 'c2']);
    expect(progress).toEqual([2, 4, 5]);
  });

  it('stops with an error when the API repeats a cursor instead of looping forever', async () => {
    const api = fakeApi({ first: page(['a'], 'c1'), c1: page(['b'], 'c1') }, []);
    await expect(fetchAllActivity(api, ALICE)).rejects.toThrow('repeated cursor c1');
  });
});
