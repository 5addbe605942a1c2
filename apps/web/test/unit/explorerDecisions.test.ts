import { ASSET_HUB_KUSAMA, ASSET_HUB_POLKADOT, LUMI_DEV } from '@lumi/chain/profiles';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from '../../src/features/explorer/csv.ts';
import { classifySearch } from '../../src/features/explorer/searchInput.ts';
import { explorerHref, profileForEndpoint, type ExplorerTarget } from '../../src/shared/explorer/links.ts';

const HASH = `0x${'ab'.repeat(32)}`;
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

describe('profileForEndpoint', () => {
  it.each([
    ['ws://127.0.0.1:9944', LUMI_DEV.id],
    ['ws://127.0.0.1:9944/', LUMI_DEV.id],
    ['WSS://polkadot-asset-hub-rpc.polkadot.io', ASSET_HUB_POLKADOT.id],
    ['wss://asset-hub-kusama-rpc.dwellir.com', ASSET_HUB_KUSAMA.id],
    ['ws://127.0.0.1:9955', undefined],
    ['', undefined],
  ])('%s → %s', (endpoint, id) => {
    expect(profileForEndpoint(endpoint)?.id).toBe(id);
  });
});

describe('explorerHref', () => {
  const lumi = 'ws://127.0.0.1:9944';
  const polkadot = 'wss://polkadot-asset-hub-rpc.polkadot.io';
  const other = 'ws://10.0.0.5:9944';
  it.each<[string, string, ExplorerTarget, ReturnType<typeof explorerHref>]>([
    [
      'lumi block number',
      lumi,
      { kind: 'block', block: 12 },
      { external: false, to: '/dapp/explorer/block/12' },
    ],
    [
      'lumi block hash',
      lumi,
      { kind: 'block', block: HASH },
      { external: false, to: `/dapp/explorer/block/${HASH}` },
    ],
    [
      'lumi extrinsic by block and index (hash known too)',
      lumi,
      { kind: 'extrinsic', hash: HASH, block: 7, index: 1 },
      { external: false, to: '/dapp/explorer/extrinsic/7-1' },
    ],
    [
      'lumi extrinsic by hash in a block',
      lumi,
      { kind: 'extrinsic', hash: HASH, block: HASH },
      { external: false, to: `/dapp/explorer/extrinsic/${HASH}?block=${HASH}` },
    ],
    [
      'lumi extrinsic hash alone: the view looks it up',
      lumi,
      { kind: 'extrinsic', hash: HASH },
      { external: false, to: `/dapp/explorer/extrinsic/${HASH}` },
    ],
    [
      'lumi account',
      lumi,
      { kind: 'account', address: ALICE },
      { external: false, to: `/dapp/explorer/account/${ALICE}` },
    ],
    [
      'unknown endpoint → built-in',
      other,
      { kind: 'block', block: 3 },
      { external: false, to: '/dapp/explorer/block/3' },
    ],
    [
      'asset hub extrinsic by hash → subscan',
      polkadot,
      { kind: 'extrinsic', hash: HASH, block: 7, index: 1 },
      { external: true, href: `https://assethub-polkadot.subscan.io/extrinsic/${HASH}` },
    ],
    [
      'asset hub extrinsic by block-index → subscan',
      polkadot,
      { kind: 'extrinsic', block: 7, index: 1 },
      { external: true, href: 'https://assethub-polkadot.subscan.io/extrinsic/7-1' },
    ],
    [
      'asset hub block → subscan',
      polkadot,
      { kind: 'block', block: 99 },
      { external: true, href: 'https://assethub-polkadot.subscan.io/block/99' },
    ],
    [
      'asset hub account → subscan',
      polkadot,
      { kind: 'account', address: ALICE },
      { external: true, href: `https://assethub-polkadot.subscan.io/account/${ALICE}` },
    ],
  ])('%s', (_name, endpoint, target, expected) => {
    expect(explorerHref(endpoint, target)).toEqual(expected);
  });

  it('falls back to the built-in view when a real chain link cannot be formed', () => {
    // A block hash with an index: Subscan's "block-index" id takes a number only.
    expect(explorerHref(polkadot, { kind: 'extrinsic', block: HASH, index: 2 })).toEqual({
      external: false,
      to: `/dapp/explorer/extrinsic/${encodeURIComponent(`${HASH}-2`)}`,
    });
  });
});

describe('classifySearch', () => {
  it.each([
    ['', { kind: 'invalid', reason: 'empty' }],
    ['   ', { kind: 'invalid', reason: 'empty' }],
    ['0', { kind: 'block', number: 0 }],
    [' 1,234 ', { kind: 'block', number: 1234 }],
    ['4294967295', { kind: 'block', number: 4294967295 }],
    ['4294967296', { kind: 'invalid', reason: 'number-too-large' }],
    ['99999999999999999999', { kind: 'invalid', reason: 'number-too-large' }],
    ['12-3', { kind: 'extrinsic', block: 12, index: 3 }],
    [HASH.toUpperCase().replace('0X', '0x'), { kind: 'hash', hash: HASH }],
    ['0x1234', { kind: 'invalid', reason: 'bad-hash' }],
    [`0x${'zz'.repeat(32)}`, { kind: 'invalid', reason: 'bad-hash' }],
    [ALICE, { kind: 'account', address: ALICE }],
    [`${ALICE.slice(0, -1)}Z`, { kind: 'invalid', reason: 'unrecognised' }],
    ['<script>', { kind: 'invalid', reason: 'unrecognised' }],
  ])('%j', (text, expected) => {
    expect(classifySearch(text)).toEqual(expected);
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['1,234.5 LUMI', '"1,234.5 LUMI"'],
    ['a=b', 'a=b'],
  ])('cell %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins rows with CRLF and ends the last line', () => {
    expect(
      buildCsv([
        ['a', 'b'],
        ['1', '2,3'],
      ]),
    ).toBe('a,b\r\n1,"2,3"\r\n');
    expect(buildCsv([])).toBe('');
  });
});
