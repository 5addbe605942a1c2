// The Activity screen on the Asset-Hub-shaped dev chain (its profile chosen), fed by the real API started with
// `--profile asset-hub-dev`: a DOT, a USDT (Assets 1984) and a PHPU (ForeignAssets, by XCM Location) transfer and
// a DOT→USDT swap are listed with every digit the chain moved, in the profile's symbols and decimals.
import type { ApiPromise } from '@polkadot/api';
import { waitIndexed } from '@lumi/api/testing/chain';
import { describe, expect, it } from 'vitest';
import { submit } from '../chain/devChain.ts';
import { connectDevAccount, freshContext, openOnNode, useApiStack, useDappSuite } from './harness.ts';

const suite = useDappSuite(['--chain', 'asset-hub-dev']);
const stack = useApiStack(suite, ['--profile', 'asset-hub-dev']);
const SLOW = 120_000;

const DOT_LOCATION = { parents: 1, interior: 'Here' };
const USDT_LOCATION = { parents: 0, interior: { X2: [{ PalletInstance: 50 }, { GeneralIndex: 1984 }] } };
const PHPU_LOCATION = {
  parents: 1,
  interior: { X3: [{ Parachain: 4242 }, { PalletInstance: 5 }, { GeneralIndex: 1 }] },
};

async function usdtOf(api: ApiPromise, address: string): Promise<bigint> {
  const account = await api.query.assets!.account!(1984, address);
  return BigInt((account.toJSON() as { balance?: number | string } | null)?.balance ?? 0);
}

async function bestBlock(api: ApiPromise): Promise<number> {
  const header = (await api.rpc.chain.getHeader()) as unknown as { number: { toNumber(): number } };
  return header.number.toNumber();
}

/** Base units as en-US decimal text with every significant digit, computed without the app's formatter. */
function exact(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/u, '');
  return `${(units / scale).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

describe('Activity on the Asset-Hub-shaped dev chain', () => {
  it(
    'lists DOT, USDT and foreign PHPU transfers and a DOT → USDT swap to the last unit',
    { timeout: 300_000 },
    async () => {
      const { api, alice, keyring } = suite.chain;
      const dave = keyring.addFromUri('//Dave');
      await submit(api, alice, 'balances', 'transferKeepAlive', dave.address, 15_000_000_007n);
      await submit(api, alice, 'assets', 'transferKeepAlive', 1984, dave.address, 2_500_000n);
      await submit(api, alice, 'foreignAssets', 'transfer', PHPU_LOCATION, dave.address, 12_345_678n);
      const before = await usdtOf(api, dave.address);
      await submit(
        api,
        dave,
        'assetConversion',
        'swapExactTokensForTokens',
        [DOT_LOCATION, USDT_LOCATION],
        10n * 10n ** 10n,
        1n,
        dave.address,
        true,
      );
      const received = (await usdtOf(api, dave.address)) - before;
      expect(received).toBeGreaterThan(0n);
      await waitIndexed(stack.service.url, await bestBlock(api));

      const context = await freshContext(suite.browser);
      await context.addInitScript(() => localStorage.setItem('lumi-chain-profile', 'asset-hub-dev'));
      const page = await openOnNode(context, stack.app.url, suite.chain.node.wsUrl, '/dapp/activity');
      page.setDefaultTimeout(SLOW);
      await connectDevAccount(page, 'Dave');

      await expect
        .poll(() => page.locator('li[data-type="transfer"] [data-field="amount"]').allInnerTexts(), {
          timeout: SLOW,
        })
        .toEqual(['+12.345678\u00a0PHPU', '+2.5\u00a0USDT', '+1.5000000007\u00a0DOT']);
      await expect
        .poll(() => page.locator('li[data-type="swap"] [data-field="amount"]').first().innerText())
        .toBe(`\u221210\u00a0DOT → +${exact(received, 6)}\u00a0USDT`);
      await context.close();
    },
  );
});
