// The address book against a real dev node and the real API (apps/api, for the transfer history): adding,
// exporting and importing contacts; choosing one in Send and saving a new recipient after a transfer; the
// address-poisoning warning for a look-alike of an account the user really sent to, holding Send until confirmed.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeAddress } from '@polkadot/util-crypto';
import { waitIndexed } from '@lumi/api/testing/chain';
import { chainBalances, submit } from '../chain/devChain.ts';
import { lookalikePair } from '../chain/lookalike.ts';
import { useApiStack, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();
const stack = useApiStack(suite);

const open = (path: string, account: string): Promise<Page> =>
  suite.openAs(account, path, { appUrl: stack.app.url });
const address = (name: string) => suite.chain.keyring.addFromUri(`//${name}`).address;
const breakChecksum = (text: string) => text.slice(0, -1) + (text.endsWith('a') ? 'b' : 'a');

async function bestBlock(): Promise<number> {
  const header = (await suite.chain.api.rpc.chain.getHeader()) as unknown as {
    number: { toNumber(): number };
  };
  return header.number.toNumber();
}

async function addContact(page: Page, label: string, account: string): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add contact' }) });
  await form.getByRole('textbox', { name: 'Label' }).fill(label);
  await form.getByRole('textbox', { name: 'Address' }).fill(account);
  await form.getByRole('button', { name: 'Add contact' }).click();
}

const POLL = { timeout: 30_000 };
const rows = (page: Page) => page.getByRole('table', { name: 'Your contacts' }).locator('tbody tr');

describe('contacts', () => {
  it('adds, edits, exports and imports contacts; a file with a bad entry changes nothing', async () => {
    const page = await open('/dapp/contacts', 'Alice');
    const charlie = address('Charlie');
    const dave = address('Dave');
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();

    await addContact(page, 'Charlie', charlie);
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    await expect(rows(page).first().innerText()).resolves.toContain(charlie);
    // The same account again, written in Polkadot's format: refused, naming the contact.
    await addContact(page, 'Charlie 2', encodeAddress(charlie, 0));
    await page.getByText('This account is already in your contacts as “Charlie”.').waitFor();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^lumi-contacts-\d{4}-\d{2}-\d{2}\.json$/u);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      format: string;
      contacts: { label: string; address: string; addedAt: string }[];
    };
    expect(exported.format).toBe('lumi-contacts');
    expect(exported.contacts.map(({ label, address }) => ({ label, address }))).toEqual([
      { label: 'Charlie', address: charlie },
    ]);
    expect(Date.now() - Date.parse(exported.contacts[0]!.addedAt)).toBeLessThan(10 * 60_000);

    const importFile = (contacts: unknown) =>
      page.locator('input[type="file"]').setInputFiles({
        name: 'contacts.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'lumi-contacts', version: 1, contacts })),
      });
    // Dave is fine, the second entry has a typo: nothing is imported, the reason names the entry.
    await importFile([
      { label: 'Dave', address: dave },
      { label: 'Eve', address: breakChecksum(address('Eve')) },
    ]);
    await page
      .getByTestId('import-problems')
      .filter({ hasText: 'Entry 2: This address has a typo: its checksum does not match.' })
      .waitFor();
    expect(await rows(page).count()).toBe(1);

    // The exported Charlie plus Dave: Dave is added, Charlie skipped.
    await importFile([...exported.contacts, { label: 'Dave', address: dave }]);
    await page
      .getByTestId('import-result')
      .filter({ hasText: 'Imported 1 contact. 1 was already in your contacts and was skipped.' })
      .waitFor();
    await expect.poll(() => rows(page).count(), POLL).toBe(2);

    await page.getByRole('button', { name: 'Edit Dave' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByRole('textbox', { name: 'Label' }).fill('Dave (work)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Charlie' }).click();
    await page.reload();
    await page.getByRole('table', { name: 'Your contacts' }).waitFor();
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    await expect(rows(page).first().innerText()).resolves.toContain('Dave (work)');

    // Damaged storage: reported, kept until the user decides, the rest of the configuration untouched.
    await page.evaluate(() => localStorage.setItem('lumi-contacts', '[{"label":"Da'));
    await page.reload();
    await page.getByTestId('contacts-unreadable').waitFor();
    await expect(page.getByRole('button', { name: 'Add contact' }).isDisabled()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('wallet-keypair'))).resolves.toBe(address('Alice'));
    await expect(page.evaluate(() => localStorage.getItem('lumi-contacts'))).resolves.toBe('[{"label":"Da');
    await page.getByRole('button', { name: 'Start a new list' }).click();
    await page.getByText(/^No contacts yet\./u).waitFor();
    await page.context().close();
  }, 180_000);

  it('chooses a contact in Send with the keyboard, and offers to save a first-time recipient after the transfer', async () => {
    const page = await open('/dapp/contacts', 'Bob');
    const dave = address('Dave');
    const ferdie = address('Ferdie');
    await addContact(page, 'Dave', dave);
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Send' }).click();

    const chooser = page.getByRole('combobox', { name: 'Choose from contacts' });
    await chooser.focus();
    await page.keyboard.type('Da');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    await expect.poll(() => recipient.inputValue(), POLL).toBe(dave);

    // Ferdie: never sent to, not a contact.
    await recipient.fill(ferdie);
    await page.locator('[data-warning="first-time-recipient"]').waitFor();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1.25');
    const before = await chainBalances(suite.chain.api, ferdie);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await waitFinalized(review);
    await review.getByRole('button', { name: 'Done' }).click();
    expect((await chainBalances(suite.chain.api, ferdie)).lumi.free - before.lumi.free).toBe(
      1_250_000_000_000n,
    );

    const offer = page.getByTestId('save-recipient');
    await offer.getByRole('textbox', { name: 'Label' }).fill('Ferdie');
    await offer.getByRole('button', { name: 'Save contact' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect.poll(() => chooser.inputValue(), POLL).toMatch(/^Ferdie · /u);
    await page.context().close();
  }, 180_000);

  it('warns of a look-alike of an account the user sent to, and holds Send until the user confirms', async () => {
    const { real, lookalike } = lookalikePair(7);
    // Bob really sent to `real`; the indexer has it in his history.
    await submit(suite.chain.api, suite.chain.bob, 'balances', 'transferKeepAlive', real, 10n ** 12n);
    await waitIndexed(stack.service.url, await bestBlock());

    const page = await open('/dapp/send', 'Bob');
    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    await page.getByRole('textbox', { name: 'Amount' }).fill('1');
    // The real account: known, no warning at all.
    await recipient.fill(real);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await page.locator('[data-warning]').count()).toBe(0);

    await recipient.fill(lookalike);
    const warning = page.locator('[data-warning="address-poisoning"]');
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toContain(
      `Possible address poisoning: ${lookalike} starts and ends like ${real}, an account in your history`,
    );
    const held = page.getByRole('button', { name: 'Confirm the recipient first' });
    await expect(held.isDisabled()).resolves.toBe(true);

    await page
      .getByRole('checkbox', { name: `I checked every character: I want to send to ${lookalike}` })
      .check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await review.waitFor();
    // The confirmed warning is said again on the last screen before signing.
    const repeated = review.locator('[data-warning="address-poisoning"]');
    await expect(repeated.innerText()).resolves.toContain(
      `Possible address poisoning: ${lookalike} starts and ends like ${real}, an account in your history`,
    );
    await page.context().close();
  });
});
