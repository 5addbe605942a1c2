import { encodeAddress, mnemonicGenerate } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { formatExact, toDecimalString } from '../../src/shared/format/index.ts';
import { DEX_CHAINS } from './chains.ts';
import { useChainSuite, waitFinalized } from './harness.ts';

/** Changes one character of a valid address so only its checksum is wrong. */
function breakChecksum(address: string): string {
  const last = address.at(-1)!;
  return address.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

describe.each(DEX_CHAINS)('send on $id', (chain) => {
  const suite = useChainSuite(chain);
  const { native } = chain;

  it('shows the address error inline, then sends PHPU to a good address: the recipient gets exactly the amount', async () => {
    const page = await suite.openAs('Bob', '/dapp/send');
    const ferdie = suite.chain.keyring.addFromUri('//Ferdie').address;
    const before = await chain.held(suite.chain.api, ferdie);

    await page.getByText('PHPU', { exact: true }).click();
    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    await recipient.fill(breakChecksum(ferdie));
    await page.getByText('This address has a typo: its checksum does not match.', { exact: false }).waitFor();
    await expect(recipient.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Enter a recipient' }).waitFor();

    await recipient.fill(ferdie);
    await expect.poll(() => recipient.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('textbox', { name: 'Amount' }).fill('42.5');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await expect(review.getByTestId('review-amount').innerText()).resolves.toBe('42.5\u00a0PHPU');
    await review.getByRole('button', { name: 'Confirm send' }).dblclick();
    await waitFinalized(review);

    const after = await chain.held(suite.chain.api, ferdie);
    expect(after.phpu - before.phpu).toBe(42_500_000n);
    await page.context().close();
  });

  it('names a format mismatch and a bad character', async () => {
    const page = await suite.openAs('Bob', '/dapp/send');
    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    // Alice's key in Polkadot's format (0).
    await recipient.fill(encodeAddress(suite.chain.alice.publicKey, 0));
    await page
      .getByText(/^This is an address for Polkadot.*, but an address for .* is expected\.$/u)
      .waitFor();
    await recipient.fill('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ0');
    await page.getByText(/contains "0" at position 48/u).waitFor();
    await page.context().close();
  });

  it(`cannot sign a tenth of the existential deposit in ${native.symbol} to a fresh account: below it, with the reason and the fix`, async () => {
    const page = await suite.openAs('Bob', '/dapp/send');
    const bob = suite.chain.bob.address;
    const fresh = suite.chain.keyring.addFromMnemonic(mnemonicGenerate()).address;
    const nonce = ((await suite.chain.api.query.system!.account!(bob)).toJSON() as { nonce: number }).nonce;
    // 0.001 LUMI on Lumi, 0.1 DOT on the Asset-Hub-shaped chain: the same 10^9 base units.
    const ed = BigInt(
      (suite.chain.api.consts.balances!.existentialDeposit as unknown as { toString(): string }).toString(),
    );
    await page.getByRole('textbox', { name: 'Recipient' }).fill(fresh);
    await page.getByRole('textbox', { name: 'Amount' }).fill(toDecimalString(ed / 10n, native.decimals));

    const button = page.getByRole('button', { name: 'Below the minimum' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    const reason = page.getByRole('alert').filter({ hasText: 'This transaction would fail' });
    await expect(reason.getAttribute('data-error-code')).resolves.toBe('Token.BelowMinimum');
    await expect(reason.innerText()).resolves.toContain(
      `The receiving account would hold less than ${formatExact(ed, native)}, the least the chain keeps an account open with. Send at least ${formatExact(ed, native)}.`,
    );
    // Enough for a new account: the button comes back.
    await page.getByRole('textbox', { name: 'Amount' }).fill(toDecimalString(ed, native.decimals));
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    const after = ((await suite.chain.api.query.system!.account!(bob)).toJSON() as { nonce: number }).nonce;
    expect(after).toBe(nonce);
    await page.context().close();
  });

  it('warns before sending to yourself', async () => {
    const page = await suite.openAs('Bob', '/dapp/send');
    await page.getByRole('textbox', { name: 'Recipient' }).fill(suite.chain.bob.address);
    const warning = page.locator('[data-warning="self-send"]');
    await expect(warning.innerText()).resolves.toBe(
      'This is your own account: the transfer would only cost you the network fee.',
    );
    await page.getByRole('textbox', { name: 'Recipient' }).fill(suite.chain.alice.address);
    await warning.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
