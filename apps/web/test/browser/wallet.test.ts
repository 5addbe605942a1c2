import { Keyring } from '@polkadot/keyring';
import { hexToU8a, u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chainBalances, submit } from '../chain/devChain.ts';
import { ASSET_HUB_DEV, LUMI_DEV, type ChainFixture } from './chains.ts';
import {
  chooseProfile,
  freshContext,
  openOnNode,
  useChainSuite,
  useDappSuite,
  waitConnected,
  waitFinalized,
  type DappSuite,
} from './harness.ts';

const suite = useDappSuite();
beforeAll(() => cryptoWaitReady());

function openDapp(context: BrowserContext): Promise<Page> {
  return openOnNode(context, suite.app.url, suite.chain.node.wsUrl, '/dapp');
}

/** Fills Send with `amount` of the native token for Bob and confirms; returns the review dialog. */
async function sendLumiToBob(page: Page, amount: string, on: DappSuite = suite): Promise<Locator> {
  await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Send' }).click();
  await page.getByRole('textbox', { name: 'Recipient' }).fill(on.chain.bob.address);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review transfer' });
  await review.getByRole('button', { name: 'Confirm send' }).click();
  return review;
}

async function openConnectDialog(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  return page.getByRole('dialog', { name: 'Connect wallet' });
}

describe('in-app accounts', () => {
  it('creates an account (phrase shown, words confirmed), survives a reload, refuses a wrong password, unlocks and signs a transfer', async () => {
    const context = await freshContext(suite.browser);
    const page = await openDapp(context);
    const dialog = await openConnectDialog(page);
    await dialog.getByRole('tab', { name: 'Lumi account' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByRole('textbox', { name: 'Account name' }).fill('Savings');
    await dialog.getByLabel(/^Password/u).fill('correct horse');
    await dialog.getByLabel(/^Repeat password/u).fill('correct horse');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The phrase comes from a lazily loaded crypto module: wait for all twelve words before reading them.
    const phraseWords = dialog.getByRole('list', { name: 'Recovery phrase' }).getByRole('listitem');
    await phraseWords.nth(11).waitFor();
    const words = (await phraseWords.allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/u, '').trim());
    expect(words).toHaveLength(12);
    await dialog.getByRole('button', { name: 'I wrote it down' }).click();

    // A wrong word is refused by position; the right ones create the account.
    const asked = await dialog.getByRole('textbox', { name: /^Word #\d+$/u }).all();
    expect(asked).toHaveLength(3);
    const positions: number[] = [];
    for (const field of asked) {
      positions.push(
        Number(/#(\d+)/u.exec((await field.getAttribute('aria-label')) ?? (await labelOf(page, field)))![1]) -
          1,
      );
    }
    await asked[0]!.fill('notaword');
    await asked[1]!.fill(words[positions[1]!]!);
    await asked[2]!.fill(words[positions[2]!]!);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: `Word #${positions[0]! + 1} does not match` })
      .waitFor();
    await asked[0]!.fill(words[positions[0]!]!);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'detached' });

    const address = await page.evaluate(() => localStorage.getItem('wallet-keypair'));
    const reference = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(words.join(' '));
    expect(address).toBe(reference.address);
    const stored = await page.evaluate(() => localStorage.getItem('lumi-wallet-keystore'));
    expect(stored).not.toContain(words[0]);
    expect((JSON.parse(stored!) as { encoding: { type: string } }[])[0]!.encoding.type).toContain(
      'xsalsa20-poly1305',
    );

    await page.reload();
    const menuButton = page.getByRole('button', { name: /^Account Savings/u });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Unlock…' }).click();
    const unlock = page.getByRole('dialog', { name: 'Unlock Savings' });
    await unlock.getByLabel('Password', { exact: true }).fill('wrong horse');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    await unlock.getByLabel('Password', { exact: true }).fill('correct horse');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.waitFor({ state: 'detached' });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Lock' }).click();

    // Signing with the locked account asks for the password in the review, refuses a wrong one, then signs.
    await submit(
      suite.chain.api,
      suite.chain.alice,
      'balances',
      'transferKeepAlive',
      address,
      10n * 10n ** 12n,
    );
    const bobBefore = await chainBalances(suite.chain.api, suite.chain.bob.address);
    const review = await sendLumiToBob(page, '1');
    await review.getByLabel('Password', { exact: true }).fill('wrong horse');
    await review.getByRole('button', { name: 'Unlock and sign' }).click();
    await review.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    await review.getByLabel('Password', { exact: true }).fill('correct horse');
    await review.getByRole('button', { name: 'Unlock and sign' }).click();
    await waitFinalized(review);
    const bobAfter = await chainBalances(suite.chain.api, suite.chain.bob.address);
    expect(bobAfter.lumi.free - bobBefore.lumi.free).toBe(10n ** 12n);
    await context.close();
  });

  it('imports a polkadot.js JSON keystore only with its password', async () => {
    const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Charlie', {
      name: 'Charlie json',
    });
    const json = JSON.stringify(pair.toJson('secret-pass'));
    const context = await freshContext(suite.browser);
    const page = await openDapp(context);
    const dialog = await openConnectDialog(page);
    await dialog.getByRole('tab', { name: 'Lumi account' }).click();
    await dialog.getByRole('button', { name: 'Import account' }).click();
    await dialog.getByText('JSON file', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Keystore JSON' }).fill(json);
    await dialog.getByLabel('Password of the file').fill('not-it');
    await dialog.getByRole('button', { name: 'Import account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lumi-wallet-keystore'))).toBeNull();
    await dialog.getByLabel('Password of the file').fill('secret-pass');
    await dialog.getByRole('button', { name: 'Import account' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(pair.address);
    await context.close();
  });
});

/** Puts `value` under `key` in the page's local storage once, before the app first loads. */
async function seedOnce(context: BrowserContext, key: string, value: string): Promise<void> {
  await context.addInitScript(
    ([k, v]) => {
      if (sessionStorage.getItem(`seeded:${k}`)) return;
      sessionStorage.setItem(`seeded:${k}`, '1');
      localStorage.setItem(k, v);
    },
    [key, value] as const,
  );
}

// A geth-style Ethereum keystore, spaced as geth writes it.
const ETHEREUM_KEYSTORE = `{ "address" : "008aeeda4d805471df9b2a5b0f38a0c3bcba786b", "crypto" : { "cipher" : "aes-128-ctr", "cipherparams" : { "iv" : "83dbcc02d8ccb40e466191a123791e0e" }, "ciphertext" : "d172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c", "kdf" : "scrypt", "kdfparams" : { "dklen" : 32, "n" : 262144, "r" : 1, "p" : 8, "salt" : "ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19" }, "mac" : "2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097" }, "id" : "3198bc9c-6672-5ab3-d995-4942343ae5b6", "version" : 3 }`;

describe('stored keys Lumi does not understand', () => {
  it('keeps an Ethereum keystore and a 65-character-name keystore through an import, and lists what it cannot use', async () => {
    const ring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    const longName = 'L'.repeat(65);
    const longNamed = JSON.stringify(
      ring.addFromUri('//Dave', { name: longName }).toJson('dave-pass'),
      null,
      2,
    );
    const stored = `[${ETHEREUM_KEYSTORE},${longNamed}]`;
    const imported = JSON.stringify(ring.addFromUri('//Eve', { name: 'Eve json' }).toJson('eve-pass'));

    const context = await freshContext(suite.browser);
    await seedOnce(context, 'lumi-wallet-keystore', stored);
    const page = await openDapp(context);
    let dialog = await openConnectDialog(page);
    await dialog.getByRole('tab', { name: 'Lumi account' }).click();
    const unusable = dialog.getByRole('region', { name: 'Not usable here' });
    await unusable
      .getByText('An Ethereum keystore: Lumi signs only with polkadot.js (Substrate) keystores.')
      .waitFor();
    await dialog.getByRole('button', { name: `Use ${'L'.repeat(63)}…` }).waitFor();

    await dialog.getByRole('button', { name: 'Import account' }).click();
    await dialog.getByText('JSON file', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Keystore JSON' }).fill(imported);
    await dialog.getByLabel('Password of the file').fill('eve-pass');
    await dialog.getByRole('button', { name: 'Import account' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Both old entries are still there with their exact text, and the new account after them.
    const after = (await page.evaluate(() => localStorage.getItem('lumi-wallet-keystore')))!;
    expect(after.startsWith(`[${ETHEREUM_KEYSTORE},${longNamed},`)).toBe(true);
    expect((JSON.parse(after) as { meta?: { name?: string } }[]).map((entry) => entry.meta?.name)).toEqual([
      undefined,
      longName,
      'Eve json',
    ]);

    await page.reload();
    await waitConnected(page);
    await page.getByRole('button', { name: /^Account Eve json/u }).click();
    await page.getByRole('menuitem', { name: 'Switch account…' }).click();
    dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByRole('tab', { name: 'Lumi account' }).click();
    await dialog
      .getByRole('region', { name: 'Not usable here' })
      .getByRole('button', { name: /^Download .* as stored$/u })
      .waitFor();
    await context.close();
  });

  it('moves an unreadable stored value to a backup key, says so and shows it', async () => {
    const corrupt = '[{"address":"5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY", "encoded":';
    const context = await freshContext(suite.browser);
    await seedOnce(context, 'lumi-wallet-keystore', corrupt);
    const page = await openDapp(context);
    await page
      .getByRole('status')
      .filter({ hasText: 'Lumi found saved accounts it could not read' })
      .waitFor();

    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('lumi-wallet-keystore-backup-'))
        .map((key) => [key, localStorage.getItem(key)]),
    );
    expect(backups).toHaveLength(1);
    const [[backupKey, backupText]] = backups as [[string, string]];
    expect(backupText).toBe(corrupt);
    expect(await page.evaluate(() => localStorage.getItem('lumi-wallet-keystore'))).toBeNull();

    const dialog = await openConnectDialog(page);
    await dialog.getByRole('tab', { name: 'Lumi account' }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'Saved accounts could not be read' });
    await notice.filter({ hasText: backupKey }).waitFor();
    await notice.getByRole('button', { name: `Download the backup ${backupKey}` }).waitFor();
    await notice.getByRole('button', { name: 'Show content' }).click();
    await expect(notice.getByRole('textbox', { name: `Content of ${backupKey}` }).inputValue()).resolves.toBe(
      corrupt,
    );
    await context.close();
  });
});

async function labelOf(page: Page, field: ReturnType<Page['locator']>): Promise<string> {
  const id = await field.getAttribute('id');
  return page.locator(`label[for="${id}"]`).innerText();
}

// The same flow on both chains: on the Asset-Hub-shaped one the extension signs a payload whose
// ChargeAssetTxPayment asset is an XCM Location. Lumi's run shares the file's node.
describe.each<{ chain: ChainFixture; suiteOf: () => DappSuite }>([
  { chain: LUMI_DEV, suiteOf: () => suite },
  { chain: ASSET_HUB_DEV, suiteOf: () => useChainSuite(ASSET_HUB_DEV) },
])('browser-extension accounts (injected-web3) on $chain.id', ({ chain, suiteOf }) => {
  const on = suiteOf();
  it('connects through a page-injected extension backed by a real keyring after a signed ownership proof, and signs a transaction with it', async () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    const dave = keyring.addFromUri('//Dave', { name: 'Dave (extension)' });
    const signedMessages: string[] = [];
    let signedPayloads = 0;
    const context = await freshContext(on.browser);
    // The extension's key stays in Node; the page-side shim only forwards what an extension would be asked.
    await context.exposeBinding('__testWalletSignRaw', (_source, address: string, dataHex: string) => {
      if (address !== dave.address) throw new Error('unknown account');
      signedMessages.push(new TextDecoder().decode(hexToU8a(dataHex)));
      return u8aToHex(dave.sign(hexToU8a(dataHex)));
    });
    // What the polkadot.js extension does with a transaction: the payload as @polkadot/types reads it, signed.
    await context.exposeBinding(
      '__testWalletSignPayload',
      (_source, payload: { address: string; version: number }) => {
        if (payload.address !== dave.address) throw new Error('unknown account');
        signedPayloads += 1;
        const extrinsicPayload = on.chain.api.registry.createType('ExtrinsicPayload', payload, {
          version: payload.version,
        }) as unknown as { sign(pair: typeof dave): { signature: string } };
        return extrinsicPayload.sign(dave).signature;
      },
    );
    await context.addInitScript(
      ({ address, name }) => {
        let accounts = [{ address, name, type: 'sr25519' }];
        const subscribers = new Set<(a: unknown) => void>();
        // Lets the test change the accounts the extension shares, as a user would in the extension.
        (
          window as unknown as { __testWalletSetAccounts: (a: typeof accounts) => void }
        ).__testWalletSetAccounts = (next) => {
          accounts = next;
          subscribers.forEach((cb) => cb(accounts));
        };
        (window as unknown as { injectedWeb3: unknown }).injectedWeb3 = {
          'test-wallet': {
            version: '1.0.0',
            enable: () =>
              Promise.resolve({
                accounts: {
                  get: () => Promise.resolve(accounts),
                  subscribe: (cb: (a: unknown) => void) => {
                    subscribers.add(cb);
                    cb(accounts);
                    return () => subscribers.delete(cb);
                  },
                },
                signer: {
                  signRaw: async ({ address: who, data }: { address: string; data: string }) => ({
                    id: 1,
                    signature: await (
                      window as unknown as { __testWalletSignRaw: (a: string, d: string) => Promise<string> }
                    ).__testWalletSignRaw(
                      who,
                      `0x${Array.from(
                        new TextEncoder().encode(
                          `<Bytes>${new TextDecoder().decode(
                            Uint8Array.from(
                              data
                                .slice(2)
                                .match(/../gu)!
                                .map((h) => parseInt(h, 16)),
                            ),
                          )}</Bytes>`,
                        ),
                        (b) => b.toString(16).padStart(2, '0'),
                      ).join('')}`,
                    ),
                  }),
                  signPayload: async (payload: unknown) => ({
                    id: 2,
                    signature: await (
                      window as unknown as { __testWalletSignPayload: (p: unknown) => Promise<string> }
                    ).__testWalletSignPayload(payload),
                  }),
                },
              }),
          },
        };
      },
      { address: dave.address, name: dave.meta.name as string },
    );
    if (chain.profile) await chooseProfile(context, chain.profile);
    const page = await openOnNode(context, on.app.url, on.chain.node.wsUrl, '/dapp');
    const dialog = await openConnectDialog(page);
    await dialog.getByRole('tab', { name: 'Browser extension' }).click();
    await dialog.getByRole('button', { name: 'Connect test-wallet' }).click();
    await dialog.getByRole('button', { name: 'Connect Dave (extension)' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(dave.address);
    expect(signedMessages).toHaveLength(1);
    expect(signedMessages[0]).toContain('Lumi wants to confirm that you own this account');
    expect(signedMessages[0]).toContain(dave.address);

    // The extension signs a transaction too.
    const bobBefore = await chain.held(on.chain.api, on.chain.bob.address);
    const review = await sendLumiToBob(page, '2', on);
    await waitFinalized(review);
    expect(signedPayloads).toBe(1);
    const bobAfter = await chain.held(on.chain.api, on.chain.bob.address);
    expect(bobAfter.native.free - bobBefore.native.free).toBe(2n * 10n ** BigInt(chain.native.decimals));
    await review.getByRole('button', { name: 'Done' }).click();

    // The user stops sharing the account in the extension: the app notices, disconnects and says why.
    await page.evaluate(() =>
      (window as unknown as { __testWalletSetAccounts: (a: unknown[]) => void }).__testWalletSetAccounts([]),
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'The test-wallet extension no longer shares Dave (extension)' })
      .waitFor();
    await page.getByRole('button', { name: 'Connect wallet' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBeNull();
    await context.close();
  });
});
