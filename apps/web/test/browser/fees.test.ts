// Fees paid in PHPU against the real node: a fresh account that holds only PHPU swaps into LUMI paying its fee
// in PHPU (chosen for it, with the reason shown), and a send whose fee the user chose to pay in PHPU shows the
// exact fee the chain charged (AssetTxPayment.AssetTxFeePaid), which is exactly what left the account.
import { Keyring } from '@polkadot/keyring';
import { mnemonicGenerate } from '@polkadot/util-crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chainBalances, submit } from '../chain/devChain.ts';
import { useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();
const PHPU_ID = 1;
const PHPU = 10n ** 6n;
// The keystore import runs scrypt in the page and each transaction waits for finality: on a shared machine these
// take long, so the bounds are generous (they catch hangs, not slowness).
const SLOW = 120_000;
const TEST_TIMEOUT = 300_000;

/** "1,234.5 PHPU" (any grouping, NBSP before the symbol) → base units. */
function phpuUnits(text: string): bigint {
  const match = /([\d,]+)(?:\.(\d+))?\u00a0PHPU/u.exec(text);
  if (!match) throw new Error(`no PHPU amount in "${text}"`);
  const whole = BigInt(match[1]!.replaceAll(',', ''));
  const fraction = (match[2] ?? '').padEnd(6, '0');
  return whole * PHPU + BigInt(fraction);
}

/** Confirms a review, unlocking the in-app account when it asks, and waits for finality. */
async function confirm(page: Page, review: Locator, label: string, password?: string): Promise<void> {
  await review.getByRole('button', { name: label }).click();
  const passwordField = review.getByLabel('Password', { exact: true });
  await review.getByTestId('tx-status').or(passwordField).first().waitFor();
  if (password && (await passwordField.isVisible())) {
    await passwordField.fill(password);
    await review.getByRole('button', { name: 'Unlock and sign' }).click();
  }
  await waitFinalized(review);
}

describe('fees paid in PHPU', () => {
  it(
    'a fresh account holding only PHPU swaps PHPU → LUMI, its fee paid in PHPU, and sees the exact fee',
    async () => {
      const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromMnemonic(mnemonicGenerate(), {
        name: 'PHPU only',
      });
      await submit(
        suite.chain.api,
        suite.chain.alice,
        'assets',
        'transfer',
        PHPU_ID,
        pair.address,
        100n * PHPU,
      );
      const before = await chainBalances(suite.chain.api, pair.address);
      expect(before.lumi.free).toBe(0n);
      expect(before.phpu).toBe(100n * PHPU);

      const page = await suite.open('/dapp/swap');
      page.setDefaultTimeout(SLOW);
      await page.getByRole('button', { name: 'Connect wallet' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
      await dialog.getByRole('tab', { name: 'Lumi account' }).click();
      await dialog.getByRole('button', { name: 'Import account' }).click();
      await dialog.getByText('JSON file', { exact: true }).click();
      await dialog
        .getByRole('textbox', { name: 'Keystore JSON' })
        .fill(JSON.stringify(pair.toJson('phpu-pass')));
      await dialog.getByLabel('Password of the file').fill('phpu-pass');
      await dialog.getByRole('button', { name: 'Import account' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Switch direction/u }).click();
      await page.getByRole('textbox', { name: 'You pay' }).fill('10');
      // No LUMI to pay with: PHPU pays, and the form says why.
      await page
        .getByTestId('fee-asset-automatic')
        .filter({ hasText: 'Your LUMI cannot pay the fee and still keep 0.001\u00a0LUMI' })
        .waitFor();
      await expect(
        page.getByRole('checkbox', { name: 'Pay the network fee in PHPU' }).isChecked(),
      ).resolves.toBe(true);
      await page
        .getByTestId('network-fee')
        .filter({ hasText: /^≈\u00a00\.\d+\u00a0PHPU$/u })
        .waitFor();
      const swap = page.getByRole('button', { name: 'Swap', exact: true });
      await swap.waitFor();
      await swap.click();
      const review = page.getByRole('dialog', { name: 'Review swap' });
      await expect(review.getByTestId('review-network-fee').innerText()).resolves.toMatch(
        /^≈ 0\.\d+\u00a0PHPU$/u,
      );
      await confirm(page, review, 'Confirm swap', 'phpu-pass');

      const paid = phpuUnits(await review.getByTestId('fee-paid').innerText());
      expect(paid).toBeGreaterThan(0n);
      const after = await chainBalances(suite.chain.api, pair.address);
      // 10 PHPU went into the swap and the fee went to the pool: nothing else left the account.
      expect(before.phpu - after.phpu).toBe(10n * PHPU + paid);
      expect(after.lumi.free).toBeGreaterThan(0n);
      await page.getByTestId('tx-toast').getByTestId('fee-paid').filter({ hasText: /PHPU$/u }).waitFor();
      await page.context().close();
    },
    TEST_TIMEOUT,
  );

  it(
    'a send whose fee the user pays in PHPU shows the exact PHPU fee the chain charged',
    async () => {
      const page = await suite.openAs('Charlie', '/dapp/send');
      page.setDefaultTimeout(SLOW);
      const charlie = suite.chain.keyring.addFromUri('//Charlie').address;
      const ferdie = suite.chain.keyring.addFromUri('//Ferdie').address;
      const before = await chainBalances(suite.chain.api, charlie);

      await page.getByRole('textbox', { name: 'Recipient' }).fill(ferdie);
      await page.getByRole('textbox', { name: 'Amount' }).fill('1');
      const choice = page.getByRole('checkbox', { name: 'Pay the network fee in PHPU' });
      // LUMI covers the fee: it pays unless the user asks for PHPU.
      await page.getByTestId('network-fee').filter({ hasText: /LUMI$/u }).waitFor();
      expect(await choice.isChecked()).toBe(false);
      await choice.check();
      await page
        .getByTestId('network-fee')
        .filter({ hasText: /^Network fee: ≈\u00a00\.\d+\u00a0PHPU$/u })
        .waitFor();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Review transfer' });
      await review.getByTestId('review-network-fee').filter({ hasText: 'PHPU' }).waitFor();
      await confirm(page, review, 'Confirm send');

      const paid = phpuUnits(await review.getByTestId('fee-paid').innerText());
      const after = await chainBalances(suite.chain.api, charlie);
      expect(paid).toBeGreaterThan(0n);
      expect(before.phpu - after.phpu).toBe(paid);
      // LUMI paid only the amount sent.
      expect(before.lumi.free - after.lumi.free).toBe(10n ** 12n);
      await page.context().close();
    },
    TEST_TIMEOUT,
  );
});
