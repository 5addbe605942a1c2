import { stringToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { submit } from '../chain/devChain.ts';
import { connectDevAccount, sudoAccountName, useDappSuite } from './harness.ts';

const suite = useDappSuite();

describe('forex against a dev chain', () => {
  it('shows the oracle’s rates, then a rate posted on chain in the table and in fiat values', async () => {
    const page = await suite.open('/dapp/forex');
    const phpRow = page.locator('tr[data-currency="PHP"]');
    await expect.poll(() => phpRow.locator('[data-field="rate"]').innerText()).toBe('58.5');
    await expect(phpRow.locator('[data-field="updated"]').innerText()).resolves.toMatch(/^Genesis/);
    // A genesis value was never fed by a member: marked stale, with the reason for screen readers.
    const phpMark = phpRow.locator('[data-field="updated"] [data-rate-health]');
    await expect.poll(() => phpMark.getAttribute('data-rate-health')).toBe('stale');
    await expect(phpMark.textContent()).resolves.toMatch(
      /^Stale: No oracle member has fed PHP since genesis/,
    );
    // USD is the base and is never marked.
    await expect(page.locator('tr[data-currency="USD"] [data-rate-health]').count()).resolves.toBe(0);
    await expect(page.locator('tr[data-currency="EUR"] [data-field="php"]').innerText()).resolves.toBe(
      '63.586957',
    );
    await expect(page.getByTestId('peg-deviation').innerText()).resolves.toBe('+0 %');

    // The dev presets' oracle member posts 1 USD = 60 PHP.
    const forex = suite.chain.keyring.addFromUri('//Forex');
    await submit(suite.chain.api, forex, 'oracle', 'feedValues', [[stringToHex('PHP'), 60n * 10n ** 18n]]);

    await expect.poll(() => phpRow.locator('[data-field="rate"]').innerText()).toBe('60');
    await expect(phpRow.locator('[data-field="updated"] time').count()).resolves.toBe(1);
    // Fresh and fed by the quorum (1 of 1): no mark; EUR still carries its genesis value.
    await expect.poll(() => phpMark.count()).toBe(0);
    await expect(
      page.locator('tr[data-currency="EUR"] [data-rate-health]').getAttribute('data-rate-health'),
    ).resolves.toBe('stale');
    // The pool still prices PHPU at 58.5 per USD: 2.5 % above the forex-implied 1/60 USD.
    await expect(page.getByTestId('peg-deviation').innerText()).resolves.toBe('+2.56 %');
    await page.getByRole('alert').filter({ hasText: 'PHPU trades more than 2 % away from 1 PHP' }).waitFor();

    // Root raises the quorum to 2 while the chain has one member: PHP is fresh but under quorum.
    const sudo = suite.chain.keyring.addFromUri(`//${await sudoAccountName(suite.chain)}`);
    await submit(suite.chain.api, sudo, 'sudo', 'sudo', suite.chain.api.tx.oracle!.setQuorum!(2));
    await expect.poll(() => phpMark.getAttribute('data-rate-health')).toBe('under-quorum');
    await expect(phpMark.textContent()).resolves.toBe(
      'Under quorum: 1 of the 2 oracle members needed fed PHP in the last 1 hour; the chain keeps the rate until more do.',
    );
    await phpMark.focus();
    await page.getByRole('tooltip').filter({ hasText: '1 of the 2 oracle members needed' }).waitFor();
    // The peg monitor, which values PHP through that rate, says so too.
    await page.locator('[data-rate-health="under-quorum"][data-currency="PHP"]').first().waitFor();

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
    // The valuation names the rate it rests on as under quorum.
    await expect(
      page.locator('[data-rate-health="under-quorum"][data-currency="PHP"]').innerText(),
    ).resolves.toMatch(/^The PHP rate used here is marked under quorum: 1 of the 2 oracle members needed/);
    await page.context().close();
  });
});
