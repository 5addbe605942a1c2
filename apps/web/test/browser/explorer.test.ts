// The built-in explorer against a real dev node and the real API service (behind the web server's /api proxy):
// a transfer made in the app is followed from its review, its toast and its Activity row to the extrinsic view
// (decoded call, signer, fee, events, all compared with what @polkadot/api reads from the node itself); a block
// view; bad and unknown input; an account view with its history; the CSV export's content.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitIndexed } from '@lumi/api/testing/chain';
import { chainBalances } from '../chain/devChain.ts';
import { useApiStack, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();
const stack = useApiStack(suite, ['--forex-source', 'off']);

const open = (path: string, account?: string): Promise<Page> =>
  account
    ? suite.openAs(account, path, { appUrl: stack.app.url })
    : suite.open(path, { appUrl: stack.app.url });

interface SentTransfer {
  block: number;
  blockHash: string;
  index: number;
  hash: string;
  fee: bigint;
}

/** The transfer's block, index, hash and fee as the node reports them, read with @polkadot/api. */
async function findOnChain(block: number, signer: string): Promise<SentTransfer> {
  const api = suite.chain.api;
  const blockHash = (await api.rpc.chain.getBlockHash(block)).toHex();
  const signed = await api.rpc.chain.getBlock(blockHash);
  const index = signed.block.extrinsics.findIndex((x) => x.isSigned && x.signer.toString() === signer);
  if (index === -1) throw new Error(`no extrinsic of ${signer} in block ${block}`);
  const record = (await (
    await api.at(blockHash)
  ).query.system!.events!()) as unknown as {
    phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number } };
    event: { section: string; method: string; data: { actualFee?: { toBigInt(): bigint } } & unknown[] };
  }[];
  const fee = record.find(
    (r) =>
      r.phase.isApplyExtrinsic &&
      r.phase.asApplyExtrinsic.toNumber() === index &&
      r.event.section === 'transactionPayment' &&
      r.event.method === 'TransactionFeePaid',
  );
  if (!fee) throw new Error(`no TransactionFeePaid for extrinsic ${block}-${index}`);
  const actualFee = (fee.event.data as unknown as [unknown, { toBigInt(): bigint }])[1].toBigInt();
  return { block, blockHash, index, hash: signed.block.extrinsics[index]!.hash.toHex(), fee: actualFee };
}

/** Base units as en-US text with every significant digit, computed without the app's formatter. */
function exact(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/u, '');
  return `${(units / scale).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

/** What the extrinsic view must show for the transfer. */
async function expectTransferView(page: Page, sent: SentTransfer, from: string, to: string) {
  const facts = page.getByRole('table', { name: 'Extrinsic details' });
  await facts.waitFor();
  await expect(page.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(
    `Extrinsic ${sent.block}-${sent.index}`,
  );
  await expect(facts.locator('[data-field="call"] td').innerText()).resolves.toBe(
    'Assets.transfer_keep_alive',
  );
  await expect(facts.locator('[data-field="signer"] td').innerText()).resolves.toBe(from);
  // textContent: the badge's CSS shows it in capitals.
  await expect(facts.locator('[data-field="result"] td').textContent()).resolves.toBe('Success');
  await expect(facts.locator('td [data-field="fee"]').innerText()).resolves.toBe(
    `${exact(sent.fee, 12)}\u00a0LUMI`,
  );
  await expect(facts.locator('[data-field="hash"] td').innerText()).resolves.toBe(sent.hash);
  const args = page.locator('section[aria-labelledby="explorer-arguments"]');
  await expect(args.locator('[data-name="amount"] dd [data-field="amount"]').innerText()).resolves.toBe(
    '42.5\u00a0PHPU',
  );
  await expect(args.locator('[data-name="target"] dd').innerText()).resolves.toContain(to);
  const events = page.getByTestId('explorer-events').locator('[data-event]');
  const names = await events.evaluateAll((items) => items.map((item) => item.getAttribute('data-event')));
  expect(names).toContain('Assets.Transferred');
  expect(names).toContain('TransactionPayment.TransactionFeePaid');
  expect(names.at(-1)).toBe('System.ExtrinsicSuccess');
  const transferred = page.locator('[data-event="Assets.Transferred"]');
  await expect(
    transferred.locator('[data-name="amount"] dd [data-field="amount"]').innerText(),
  ).resolves.toBe('42.5\u00a0PHPU');
}

describe('built-in explorer', () => {
  let sent: SentTransfer;
  const from = () => suite.chain.bob.address;
  const ferdie = () => suite.chain.keyring.addFromUri('//Ferdie').address;

  it('follows a transfer from its review and its toast to the decoded extrinsic with its events', async () => {
    const page = await open('/dapp/send', 'Bob');
    await page.getByText('PHPU', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Recipient' }).fill(ferdie());
    await page.getByRole('textbox', { name: 'Amount' }).fill('42.5');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await waitFinalized(review);
    const status = await review.getByTestId('tx-status').innerText();
    const block = Number(/#([\d,]+)/u.exec(status)![1]!.replaceAll(',', ''));
    sent = await findOnChain(block, from());

    // The review's result links to the transaction.
    const reviewLink = review.getByRole('link', { name: 'View transaction' });
    await expect(reviewLink.getAttribute('href')).resolves.toBe(
      `/dapp/explorer/extrinsic/${sent.hash}?block=${sent.blockHash}`,
    );
    await review.getByRole('button', { name: 'Done' }).click();
    await review.waitFor({ state: 'detached' });

    // So does the toast.
    const toast = page.getByTestId('tx-toast').filter({ hasText: 'Finalized' });
    await toast.getByRole('link', { name: 'View transaction' }).click();
    await page.waitForURL(/\/dapp\/explorer\/extrinsic\//u);
    await expectTransferView(page, sent, from(), ferdie());
    await page.context().close();
  });

  it('follows it from Activity too, and shows its block', async () => {
    await waitIndexed(stack.service.url, sent.block);
    const page = await open('/dapp/activity', 'Bob');
    await page
      .getByRole('link', { name: `View transaction ${sent.block}-${sent.index} in the explorer` })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/dapp/explorer/extrinsic/${sent.block}-${sent.index}$`, 'u'));
    await expectTransferView(page, sent, from(), ferdie());

    // Its block: header and the transfer among the extrinsics, linking back.
    await page
      .getByRole('table', { name: 'Extrinsic details' })
      .getByRole('link', { name: `#${sent.block}` })
      .click();
    await page.waitForURL(new RegExp(`/dapp/explorer/block/${sent.block}$`, 'u'));
    const header = page.getByRole('table', { name: 'Block header' });
    await expect(header.locator('[data-field="hash"] td').innerText()).resolves.toBe(sent.blockHash);
    const row = page.locator(`[data-extrinsic="${sent.block}-${sent.index}"]`);
    await expect(row.locator('[data-field="call"]').innerText()).resolves.toBe('Assets.transfer_keep_alive');
    await expect(row.locator('[data-field="signer"]').innerText()).resolves.toBe(from());
    await expect(row.locator('[data-name="amount"] dd [data-field="amount"]').innerText()).resolves.toBe(
      '42.5\u00a0PHPU',
    );
    // Block 0..n's first extrinsic is the timestamp inherent, unsigned.
    const first = page.locator(`[data-extrinsic="${sent.block}-0"]`);
    await expect(first.locator('[data-field="call"]').innerText()).resolves.toBe('Timestamp.set');
    await page.context().close();
  });

  it('searches by number and hash, and says what is wrong with bad or unknown input', async () => {
    const page = await open('/dapp/explorer');
    const search = page.getByRole('textbox', { name: 'Search blocks and accounts' });
    await search.fill(sent.blockHash);
    await search.press('Enter');
    await page.waitForURL(new RegExp(`/dapp/explorer/block/${sent.blockHash}$`, 'u'));
    await expect(page.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(`Block #${sent.block}`);
    // A bare transaction hash: the API's index says its block and position, and the extrinsic opens.
    await search.fill(sent.hash.toUpperCase().replace('0X', '0x'));
    await search.press('Enter');
    await page.waitForURL(new RegExp(`/dapp/explorer/extrinsic/${sent.block}-${sent.index}$`, 'u'));
    await expect(page.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(
      `Extrinsic ${sent.block}-${sent.index}`,
    );

    await search.fill('0x1234');
    await search.press('Enter');
    await page.getByText('A hash is 0x followed by 64 hexadecimal characters.').waitFor();
    await search.fill('hello');
    await search.press('Enter');
    await page.getByText('This is not a block number, a hash or a valid address.').waitFor();

    await page.goto(new URL('/dapp/explorer/block/99999999', stack.app.url).href);
    await page
      .getByTestId('explorer-notFound')
      .filter({ hasText: 'This chain has no block 99999999 yet.' })
      .waitFor();
    await page.goto(new URL(`/dapp/explorer/block/0x${'00'.repeat(32)}`, stack.app.url).href);
    await page.getByTestId('explorer-notFound').waitFor();
    await page.goto(new URL('/dapp/explorer/block/abc', stack.app.url).href);
    await page
      .getByTestId('explorer-invalid')
      .filter({ hasText: '“abc” is not a block number or a block hash.' })
      .waitFor();
    await page.goto(new URL(`/dapp/explorer/extrinsic/${sent.block}-999`, stack.app.url).href);
    await page.getByTestId('explorer-notFound').waitFor();
    await page.goto(new URL('/dapp/explorer/account/not-an-address', stack.app.url).href);
    await page.getByTestId('explorer-invalid').waitFor();
    await page.context().close();
  });

  it("shows an account's balances from the node and its history from the indexer", async () => {
    const page = await open('/dapp/explorer');
    const search = page.getByRole('textbox', { name: 'Search blocks and accounts' });
    await search.fill(ferdie());
    await search.press('Enter');
    await page.waitForURL(/\/dapp\/explorer\/account\//u);
    const balances = page.getByRole('table', { name: 'Balances' });
    const chain = await chainBalances(suite.chain.api, ferdie());
    await expect(
      balances.locator('[data-field="balance-PHPU"] td [data-field="amount"]').innerText(),
    ).resolves.toBe(`${exact(chain.phpu, 6)}\u00a0PHPU`);
    // Beside it, its value in the display currency (USD by default; 1 PHPU is worth less than a dollar).
    await expect
      .poll(() => balances.locator('[data-field="balance-PHPU"] td [data-fiat="USD"]').count())
      .toBe(1);
    const entry = page.locator(`[data-entry="${sent.block}-${sent.index}"]`);
    await expect(entry.innerText()).resolves.toContain('Transfer');
    await expect(entry.innerText()).resolves.toContain('+42.5\u00a0PHPU');
    await page.context().close();
  });

  it('exports the whole history as CSV, with exact amounts, the fee and the hash', async () => {
    const page = await open(`/dapp/explorer/account/${from()}`);
    await page.getByTestId('explorer-history').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Action,Sent,Received,Fee,Transaction hash,Block');
    const row = lines.find((line) => line.includes(sent.hash));
    expect(row).toBeDefined();
    const cells = row!.split(',');
    expect(cells[1]).toBe('Transfer');
    expect(cells[2]).toBe('42.5 PHPU');
    expect(cells[3]).toBe('');
    expect(cells[4]).toBe(`${exact(sent.fee, 12).replaceAll(',', '')} LUMI`);
    expect(cells[6]).toBe(String(sent.block));
    expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/u);
    expect(text.endsWith('\r\n')).toBe(true);
    await page.context().close();
  });
});
