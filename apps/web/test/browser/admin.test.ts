import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { u8aEq } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { sudoAccountName, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();

const sameKey = (a: string, b: string) => u8aEq(decodeAddress(a), decodeAddress(b));

describe('admin against a dev chain', () => {
  it('shows Admin only to the sudo account, which sets the swap fee to 1 %; the next quote uses it', async () => {
    const sudoName = await sudoAccountName(suite.chain);

    const other = await suite.openAs(sudoName === 'Bob' ? 'Charlie' : 'Bob', '/dapp');
    await other
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Settings' })
      .waitFor();
    await expect(
      other.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Admin' }).count(),
    ).resolves.toBe(0);
    await other.context().close();

    const page = await suite.openAs(sudoName, '/dapp');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('textbox', { name: 'New swap fee (%)' }).fill('1');
    await page.getByRole('button', { name: 'Change fee' }).click();
    const review = page.getByRole('dialog', { name: 'Change the swap fee' });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await waitFinalized(review);
    await review.getByRole('button', { name: 'Done' }).click();

    await expect.poll(() => page.evaluate(() => localStorage.getItem('swap-fees'))).toBe('10');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');
    await expect.poll(() => page.getByTestId('swap-fee').innerText()).toBe('1\u00a0LUMI (1 %)');
    await page.context().close();
  });

  it('the sudo account raises the forex oracle quorum; the chain holds the new value', async () => {
    const page = await suite.openAs(await sudoAccountName(suite.chain), '/dapp/admin');
    await page.getByText('Quorum: 1 of 1 member must have fed').waitFor();
    await page.getByRole('textbox', { name: 'New quorum' }).fill('0');
    await page.getByText('A whole number of members, at least 1.').waitFor();
    await expect(page.getByRole('button', { name: 'Set quorum' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'New quorum' }).fill('2');
    await page.getByRole('button', { name: 'Set quorum' }).click();
    const review = page.getByRole('dialog', { name: 'Change the oracle quorum' });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await waitFinalized(review);
    await review.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Quorum: 2 of 1 member must have fed').waitFor();
    expect(Number((await suite.chain.api.query.oracle!.quorum!()).toJSON())).toBe(2);
    await page.context().close();
  });

  it('asks the sudo account to confirm a fee above 5 % before it can sign', async () => {
    const sudoName = await sudoAccountName(suite.chain);
    const page = await suite.openAs(sudoName, '/dapp/admin');
    await page.getByRole('textbox', { name: 'New swap fee (%)' }).fill('12.5');
    await page.getByRole('button', { name: 'Change fee' }).click();
    const review = page.getByRole('dialog', { name: 'Change the swap fee' });
    const confirm = review.getByRole('button', { name: 'Confirm' });
    const tick = review.getByRole('checkbox', { name: /^I confirm a swap fee of 12\.5 %/u });
    await tick.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await tick.check();
    // Enabled once ticked and once the dry run (sudo's inner call included) passed.
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await review.getByRole('button', { name: 'Cancel' }).click();

    // 5 % itself needs no confirmation.
    await page.getByRole('textbox', { name: 'New swap fee (%)' }).fill('5');
    await page.getByRole('button', { name: 'Change fee' }).click();
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    expect(await review.getByRole('checkbox').count()).toBe(0);
    await page.context().close();
  });

  it('dry-runs an admin call once its form is complete: a sudo call whose inner call fails cannot be reviewed', async () => {
    const sudoName = await sudoAccountName(suite.chain);
    const members = (await suite.chain.api.query.oracleMembership!.members!()).toJSON() as string[];
    expect(members.length).toBeGreaterThan(0);
    const page = await suite.openAs(sudoName, '/dapp/admin');
    // Already a member: the outer sudo call succeeds, its inner call fails with AlreadyMember.
    await page.getByRole('textbox', { name: 'New member' }).fill(members[0]!);
    const reason = page.getByRole('alert').filter({ hasText: 'This transaction would fail' });
    await expect.poll(() => reason.getAttribute('data-error-code')).toBe('OracleMembership.AlreadyMember');
    expect(await page.getByRole('button', { name: 'Add member' }).isDisabled()).toBe(true);
    // A valid change clears the failure and enables the button.
    await page
      .getByRole('textbox', { name: 'New member' })
      .fill(suite.chain.keyring.addFromUri('//Ferdie').address);
    await reason.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Add member' }).isDisabled()).toBe(false);
    await page.context().close();
  });

  it('finds the sudo account stored in another SS58 format (Polkadot, prefix 0) and lets it sign', async () => {
    const sudoName = await sudoAccountName(suite.chain);
    const page = await suite.openAs(sudoName, '/dapp/admin');
    await page.getByRole('textbox', { name: 'New quorum' }).waitFor();
    const generic = suite.chain.keyring.addFromUri(`//${sudoName}`).address;
    const polkadot = encodeAddress(decodeAddress(generic), 0);
    expect(polkadot).not.toBe(generic);
    // What an extension or an older version may have stored: the same key, written for Polkadot.
    await page.evaluate(
      ([from, to]) => {
        const source = localStorage.getItem('lumi-wallet-source')!;
        localStorage.setItem('lumi-wallet-source', source.replace(from!, to!));
        localStorage.setItem('wallet-keypair', to!);
      },
      [generic, polkadot],
    );
    await page.reload();
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Admin' })
      .waitFor();
    const newMember = suite.chain.keyring.addFromUri('//Eve').address;
    await page.getByRole('textbox', { name: 'New member' }).fill(newMember);
    await page.getByRole('button', { name: 'Add member' }).click();
    const review = page.getByRole('dialog', { name: 'Add an oracle member' });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await waitFinalized(review);
    const members = (await suite.chain.api.query.oracleMembership!.members!()).toJSON() as string[];
    expect(members.some((member) => sameKey(member, newMember))).toBe(true);
    await page.context().close();
  });
});
