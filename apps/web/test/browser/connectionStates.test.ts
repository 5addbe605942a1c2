// The node unreachable from the start: the states the app shows, the actions it disables, a dialog that stops
// waiting after 10 s, and Retry once a node listens.
import { freePort } from '@lumi/node/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startNodeOnPort } from '../chain/devChain.ts';
import { freshContext, useAppSuite } from './harness.ts';

const suite = useAppSuite();
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

/** A page whose stored endpoint is `endpoint` and whose wallet is the development account Alice. */
async function openWithWallet(endpoint: string, path: string): Promise<Page> {
  const context = await freshContext(suite.browser);
  await context.addInitScript(
    ({ endpoint, address }) => {
      localStorage.setItem('node-endpoint', endpoint);
      localStorage.setItem('wallet-keypair', address);
      localStorage.setItem(
        'lumi-wallet-source',
        JSON.stringify({ address, name: 'Alice', source: { kind: 'dev' } }),
      );
    },
    { endpoint, address: ALICE },
  );
  const page = await context.newPage();
  await page.goto(new URL(path, suite.app.url).href);
  return page;
}

describe('a node that cannot be reached from the start', () => {
  it('shows connecting → retry countdown → unreachable with advice, disables actions, and Retry connects', async () => {
    const port = await freePort();
    const endpoint = `ws://127.0.0.1:${port}`;
    const page = await openWithWallet(endpoint, '/dapp/swap');
    const status = page.getByTestId('connection-status');

    // Between tries the next one is counted down.
    await status
      .filter({
        hasText: new RegExp(`^Could not reach ${endpoint} \\(try \\d of 5\\), next try in \\d+ s$`, 'u'),
      })
      .waitFor();

    // Every action that needs the chain is disabled, saying why.
    await page.getByRole('textbox', { name: /You pay/u }).fill('1');
    const swap = page.getByRole('button', {
      name: /^(Connecting to the node…|The node cannot be reached)$/u,
    });
    await swap.waitFor();
    expect(await swap.isDisabled()).toBe(true);
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Send' }).click();
    const send = page.getByRole('button', {
      name: /^(Connecting to the node…|The node cannot be reached)$/u,
    });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);

    // A dialog that waits for the chain gives up within 10 s and says so.
    await page.getByRole('button', { name: /Open the account menu/u }).click();
    await page.getByRole('menuitem', { name: 'Switch account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByText('Asking the node whether it runs a development chain…').waitFor();
    const asked = Date.now();
    await dialog.getByRole('alert').filter({ hasText: 'did not answer within 10 seconds' }).waitFor();
    const waited = Date.now() - asked;
    expect(waited).toBeLessThanOrEqual(11_000);
    expect(waited).toBeGreaterThanOrEqual(8_000);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // After the bounded number of tries: unreachable, what to check, and Retry.
    await status.filter({ hasText: `Cannot reach the node at ${endpoint}` }).waitFor({ timeout: 60_000 });
    const advice = page.getByTestId('connection-advice');
    await advice.filter({ hasText: /Check that the node is running/u }).waitFor();
    await advice.filter({ hasText: /Next automatic try in \d+ s\./u }).waitFor();
    expect(await send.textContent()).toBe('The node cannot be reached');

    // A node appears; Retry connects without waiting for the next automatic try.
    const stop = await startNodeOnPort(port);
    try {
      await page.getByRole('button', { name: 'Retry now' }).click();
      await status
        .filter({ hasText: /^Connected to Development at block #\d/u })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Enter a recipient' }).waitFor();
    } finally {
      await page.context().close();
      await stop();
    }
    // Waits for five failed tries and starts a node: slow on a loaded machine.
  }, 240_000);
});
