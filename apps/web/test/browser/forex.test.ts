import { stringToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { submit } from '../chain/devChain.ts';
import { connectDevAccount, useDappSuite } from './harness.ts';

const suite = useDappSuite();

describe('forex against a dev chain', () => {
  it('shows the oracle’s rates, then a rate posted on chain in the table and in fiat values', async () => {
    const page = await suite.open('/dapp/forex');
    const phpRow = page.locator('tr[data-currency="PHP"]');
    await expect.poll(() => phpRow.locator('[data-field="rate"]').innerText()).toBe('58.5');
    await expect(phpRow.locator('[data-field="updated"]').innerText()).resolves.toBe('Genesis');
    await expect(page.locator('tr[data-currency="EUR"] [data-field="php"]').innerText()).resolves.toBe(
      '63.586957',
    );
    await expect(page.getByTestId('peg-deviation').innerText()).resolves.toBe('+0 %');

    // The dev presets' oracle member posts 1 USD = 60 PHP.
    const forex = suite.chain.keyring.addFromUri('//Forex');
    await submit(suite.chain.api, forex, 'oracle', 'feedValues', [[stringToHex('PHP'), 60n * 10n ** 18n]]);

    await expect.poll(() => phpRow.locator('[data-field="rate"]').innerText()).toBe('60');
    await expect(phpRow.locator('[data-field="updated"] time').count()).resolves.toBe(1);
    // The pool still prices PHPU at 58.5 per USD: 2.5 % above the forex-implied 1/60 USD.
    await expect(page.getByTestId('peg-deviation').innerText()).resolves.toBe('+2.56 %');
    await page.getByRole('alert').filter({ hasText: 'PHPU trades more than 2 % away from 1 PHP' }).waitFor();

    // Fiat values follow: 58.5 PHPU is now worth 0.975 USD.
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    await connectDevAccount(page, 'Alice');
    const phpuValue = page.locator('tr[data-token="PHPU"] td[data-field="value"]');
    const phpuFree = await page
      .locator('tr[data-token="PHPU"] td[data-field="free"] span[title]')
      .getAttribute('title');
    const units = BigInt(phpuFree!.replaceAll(',', '').replace('.', '').padEnd(1, '0'));
    const decimals = phpuFree!.includes('.') ? phpuFree!.split('.')[1]!.length : 0;
    // Round half up to cents, as the app's formatting does.
    const divisor = 60n * 10n ** BigInt(decimals);
    const cents = (units * 100n * 2n + divisor) / (2n * divisor);
    await expect
      .poll(() => phpuValue.innerText())
      .toBe(`$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(cents) / 100)}`);
    await page.context().close();
  });
});
