import type { ApiPromise } from '@polkadot/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  formatExact,
  formatTokenAmount,
  parseTokenAmount,
  toDecimalString,
} from '../../src/shared/format/index.ts';
import { DEX_CHAINS, quoteExactIn, quoteExactOut, type ChainFixture, type Token } from './chains.ts';
import { useChainSuite, waitFinalized } from './harness.ts';

const amountOf = (text: string, token: Token) => {
  const parsed = parseTokenAmount(text, token);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
};

async function nonceOf(api: ApiPromise, address: string): Promise<number> {
  const account = (await api.query.system!.account!(address)).toJSON() as { nonce: number };
  return account.nonce;
}

/** `whole` tokens in base units. */
const units = (whole: bigint, token: Token) => whole * 10n ** BigInt(token.decimals);

/** Per chain: amounts in the price-impact bands of its first pool, and how the review names the loss. */
const IMPACT: Record<ChainFixture['id'], { blocked: string; confirm: string; accept: RegExp; loss: string }> =
  {
    // The pool holds 10,000 LUMI: 3,000 LUMI is about 23 % price impact, 1,000 about 9 %; the loss valued in USD.
    'lumi-dev': {
      blocked: '3000',
      confirm: '1000',
      accept: /^I accept a price impact of [\d.]+ %: I lose about \$[\d,.]+ of value on this swap\.$/u,
      loss: 'with the loss in dollars',
    },
    // The pool holds 100,000 DOT: ten times the amounts for the same impact; no Oracle, so no value in USD.
    'asset-hub-dev': {
      blocked: '30000',
      confirm: '10000',
      accept: /^I accept a price impact of [\d.]+ %: I get much less than this swap is worth\.$/u,
      loss: 'saying it is worth much less (no dollar value)',
    },
  };

async function confirmAndWaitForFinality(page: Page): Promise<void> {
  const review = page.getByRole('dialog', { name: 'Review swap' });
  // A double click must not send twice.
  await review.getByRole('button', { name: 'Confirm swap' }).dblclick();
  await waitFinalized(review);
  await review.getByRole('button', { name: 'Done' }).click();
}

describe.each(DEX_CHAINS)('swap on $id', (chain) => {
  const suite = useChainSuite(chain);
  const { native, asset } = chain;
  const held = (address: string) => chain.held(suite.chain.api, address);

  it(`swaps ${native.symbol} → ${asset.symbol} exact-in: the chain pays exactly the quote, once, and the page shows the new balances`, async () => {
    const page = await suite.openAs('Charlie', '/dapp/swap');
    const address = suite.chain.keyring.addFromUri('//Charlie').address;
    const before = await held(address);
    const nonce = await nonceOf(suite.chain.api, address);

    await page.getByRole('textbox', { name: 'You pay' }).fill('25');
    const receive = page.getByRole('textbox', { name: 'You receive' });
    await expect.poll(() => receive.inputValue()).not.toBe('');
    const quoted = amountOf(await receive.inputValue(), asset);
    // The runtime's own quote (AssetConversionApi, fee included) at the pool's reserves.
    expect(quoted).toBe(await quoteExactIn(suite.chain.api, chain, 'native', units(25n, native)));
    await page.getByText('Slippage tolerance', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirmAndWaitForFinality(page);

    const after = await held(address);
    expect(after.asset - before.asset).toBe(quoted);
    expect(await nonceOf(suite.chain.api, address)).toBe(nonce + 1);
    // The native token paid: 25 plus the network fee, nothing else.
    expect(before.native.free - after.native.free).toBeGreaterThan(units(25n, native));
    expect(before.native.free - after.native.free).toBeLessThan(units(26n, native));

    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    const cell = (token: string) =>
      page.locator(`tr[data-token="${token}"] td[data-field="free"] span[title]`);
    await expect
      .poll(() => cell(asset.symbol).getAttribute('title'))
      .toBe(formatTokenAmount(after.asset, asset.decimals, { maximumFractionDigits: asset.decimals }));
    await expect
      .poll(() => cell(native.symbol).getAttribute('title'))
      .toBe(
        formatTokenAmount(after.native.free, native.decimals, { maximumFractionDigits: native.decimals }),
      );
    await page.context().close();
  });

  it(`swaps ${asset.symbol} → ${native.symbol} exact-out: receives exactly the amount asked, pays exactly the quoted ${asset.symbol}`, async () => {
    const page = await suite.openAs('Dave', '/dapp/swap');
    const address = suite.chain.keyring.addFromUri('//Dave').address;
    const before = await held(address);

    await page.getByRole('button', { name: /^Switch direction/u }).click();
    await page.getByRole('textbox', { name: 'You receive' }).fill('3');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await expect.poll(() => pay.inputValue()).not.toBe('');
    const quotedIn = amountOf(await pay.inputValue(), asset);
    expect(quotedIn).toBe(await quoteExactOut(suite.chain.api, chain, 'asset', units(3n, native)));
    await page.getByTestId('maximum-sold').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirmAndWaitForFinality(page);

    const after = await held(address);
    expect(before.asset - after.asset).toBe(quotedIn);
    // Exactly 3 of the native token arrived; the network fee was paid from the same balance.
    const fee = units(3n, native) - (after.native.free - before.native.free);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(units(1n, native));
    await page.context().close();
  });

  it('refuses to swap more than the balance and explains why', async () => {
    const page = await suite.openAs('Eve', '/dapp/swap');
    await page.getByRole('textbox', { name: 'You pay' }).fill('999999999');
    await page
      .getByRole('button', {
        name: new RegExp(`^(Insufficient ${native.symbol} balance|Not enough liquidity)$`, 'u'),
      })
      .waitFor();
    await page.getByRole('textbox', { name: 'You pay' }).fill(`1.${'0'.repeat(native.decimals)}1`);
    await page
      .getByText(
        `${native.symbol} has ${native.decimals} decimals: enter at most ${native.decimals} digits after the point.`,
      )
      .waitFor();
    await page.context().close();
  });

  // How an amount is read depends on the locale, not on the chain: checked once, on Lumi.
  it.runIf(chain.id === 'lumi-dev')(
    'reads "1,5" in the en-US app as a mistake, not as 15: the error says how to write it and nothing can be reviewed',
    async () => {
      const page = await suite.openAs('Eve', '/dapp/swap');
      const pay = page.getByRole('textbox', { name: 'You pay' });
      await pay.fill('1,5');
      await page.getByText('Use a point for decimals: 1.5.', { exact: true }).waitFor();
      await expect(pay.getAttribute('aria-invalid')).resolves.toBe('true');
      const action = page.getByRole('button', { name: 'Enter a valid amount' });
      await expect(action.isDisabled()).resolves.toBe(true);
      // No quote was made from a misread amount.
      await expect(page.getByRole('textbox', { name: 'You receive' }).inputValue()).resolves.toBe('');
      await expect(page.getByTestId('price-impact').count()).resolves.toBe(0);

      await pay.fill('1.000,5');
      await page.getByText('Use a point for decimals: 1,000.5.', { exact: true }).waitFor();
      await expect(action.isDisabled()).resolves.toBe(true);
      // Written the en-US way, the same amount is quoted.
      await pay.fill('1,000.5');
      await page.getByTestId('price-impact').waitFor();
      await page.getByRole('button', { name: 'Swap', exact: true }).waitFor();
      await page.context().close();
    },
  );

  it(`reviews and reports exact amounts: every digit of 12.345678 ${native.symbol} and 99.999998 ${asset.symbol}, the swap fee in the input token`, async () => {
    const page = await suite.openAs('Ferdie', '/dapp/swap');
    const ferdie = suite.chain.keyring.addFromUri('//Ferdie').address;

    // Exact out: the review shows the 99.999998 asked for, not a rounded 100.
    await page.getByRole('textbox', { name: 'You receive' }).fill('99.999998');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await expect.poll(() => pay.inputValue()).not.toBe('');
    await page.getByTestId('network-fee').filter({ hasText: native.symbol }).waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    let review = page.getByRole('dialog', { name: 'Review swap' });
    await expect(review.getByTestId('review-receive').innerText()).resolves.toBe(
      `99.999998\u00a0${asset.symbol}`,
    );
    const maxIn = amountOf(await pay.inputValue(), native);
    await expect(review.getByTestId('review-pay').innerText()).resolves.toBe(
      `≈ ${formatExact(maxIn, native)}`,
    );
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'detached' });

    // Exact in: 12.345678 of the native token, reviewed and reported with every digit.
    await pay.fill('12.345678');
    await page.getByTestId('network-fee').filter({ hasText: native.symbol }).waitFor();
    const before = await held(ferdie);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    review = page.getByRole('dialog', { name: 'Review swap' });
    await expect(review.getByTestId('review-pay').innerText()).resolves.toBe(
      `12.345678\u00a0${native.symbol}`,
    );
    // The pool keeps 0.3 % of the input: 12.345678 × 0.003 = 0.037037034.
    await expect(review.getByTestId('review-swap-fee').innerText()).resolves.toBe(
      `0.037037034\u00a0${native.symbol} (0.3 %)`,
    );
    await expect(review.getByTestId('review-limit').innerText()).resolves.toMatch(
      new RegExp(`^[\\d,.]+\u00a0${asset.symbol}$`, 'u'),
    );
    await expect(review.getByTestId('review-price-impact').innerText()).resolves.toMatch(/^[\d.]+ %$/u);
    await expect(review.getByTestId('review-network-fee').innerText()).resolves.toMatch(
      new RegExp(`^≈ 0\\.\\d+\u00a0${native.symbol}$`, 'u'),
    );
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await waitFinalized(review);
    const after = await held(ferdie);
    const received = after.asset - before.asset;
    const toast = page.getByRole('region', { name: 'Transactions' });
    await toast.getByText(`Swap 12.345678\u00a0${native.symbol} for ${asset.symbol}`).waitFor();
    await toast
      .getByText(`Swapped 12.345678\u00a0${native.symbol} for ${formatExact(received, asset)}.`, {
        exact: false,
      })
      .waitFor();
    await page.context().close();
  });

  it(`blocks a swap above 15 % price impact, asks to confirm one above 5 % ${IMPACT[chain.id].loss}, and caps Max`, async () => {
    const page = await suite.openAs('Ferdie', '/dapp/swap');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    const impactWarning = page.locator('[data-warning="price-impact"]');

    // About 23 % of the pool's native token: blocked, with the reason and how to lift it.
    await pay.fill(IMPACT[chain.id].blocked);
    const blocked = page.getByRole('button', { name: 'Price impact too high' });
    await blocked.waitFor();
    expect(await blocked.isDisabled()).toBe(true);
    await expect(impactWarning.innerText()).resolves.toMatch(
      /above the 15 % limit, so this swap is blocked/u,
    );

    // Max proposes the largest swap under the block threshold, never past it.
    await page.getByRole('button', { name: `Use the maximum ${native.symbol}` }).click();
    await expect.poll(() => page.getByTestId('price-impact').getAttribute('data-severity')).toBe('confirm');
    const impact = await page.getByTestId('price-impact').innerText();
    expect(Number.parseFloat(impact)).toBeLessThanOrEqual(15);
    expect(Number.parseFloat(impact)).toBeGreaterThan(14.9);

    // About 9 %: a warning, and the review needs an explicit confirmation (naming the loss in USD where the chain
    // has forex rates).
    await pay.fill(IMPACT[chain.id].confirm);
    await expect.poll(() => impactWarning.innerText()).toMatch(/^High price impact/u);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    const confirm = review.getByRole('button', { name: 'Confirm swap' });
    const accept = review.getByRole('checkbox', { name: IMPACT[chain.id].accept });
    await accept.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await accept.check();
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await accept.uncheck();
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await review.getByRole('button', { name: 'Cancel' }).click();

    // Expert mode (Settings) lifts the block to a confirmation.
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('switch', { name: 'Expert mode' }).check();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('expert-mode'))).toBe('true');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('textbox', { name: 'You pay' }).fill(IMPACT[chain.id].blocked);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Review swap' })
      .getByRole('checkbox', { name: /I accept/u })
      .waitFor();
    await page.context().close();
  });

  it(`cannot sign a swap of the whole ${native.symbol} balance: the dry run says why and what to keep`, async () => {
    const page = await suite.openAs('Alice', '/dapp/settings');
    const alice = suite.chain.alice.address;
    // Expert mode, so the price impact does not block it first: the chain's refusal is what is shown.
    await page.getByRole('switch', { name: 'Expert mode' }).check();
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    const { native: balance } = await held(alice);
    const nonce = await nonceOf(suite.chain.api, alice);
    const ed = BigInt(
      (suite.chain.api.consts.balances!.existentialDeposit as unknown as { toString(): string }).toString(),
    );
    await page
      .getByRole('textbox', { name: 'You pay' })
      .fill(toDecimalString(balance.free - balance.frozen, native.decimals));

    const button = page.getByRole('button', { name: 'Swap would fail' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    const reason = page.getByRole('alert').filter({ hasText: 'This transaction would fail' });
    await expect(reason.getAttribute('data-error-code')).resolves.toBe('Token.NotExpendable');
    await expect(reason.innerText()).resolves.toContain(
      `Keep at least ${formatTokenAmount(ed, native.decimals, { symbol: native.symbol, maximumFractionDigits: native.decimals })}: the chain closes accounts below it.`,
    );
    expect(await nonceOf(suite.chain.api, alice)).toBe(nonce);
    await page.context().close();
  });
});
