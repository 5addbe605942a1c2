// The Receive screen against a dev node: the connected account's address as a QR code that decodes (read from
// the pixels Chromium drew), Copy, the chain's SS58 format and the generic format 42 with their explanations,
// and the QR library only in the Receive screen's chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import {
  chunkOf,
  connectDevAccount,
  contextWithClipboardSpy,
  openOnNode,
  useDappSuite,
  webDist,
} from './harness.ts';

const suite = useDappSuite();

describe('receive', () => {
  it('shows the account as a decodable QR code and in both formats, with Copy', async () => {
    const context = await contextWithClipboardSpy(suite.browser);
    const page = await openOnNode(context, suite.app.url, suite.chain.node.wsUrl, '/dapp/receive');
    await page.getByText('Connect a wallet to see the address others can send to.').waitFor();
    await connectDevAccount(page, 'Bob');
    const bob = suite.chain.bob.address;

    const qr = page.getByRole('img', { name: `QR code of your address ${bob}` });
    await qr.waitFor();
    // What Chromium drew, back to RGBA through a canvas, decoded in Node.
    const png = (await qr.screenshot()).toString('base64');
    const image = await page.evaluate(async (base64) => {
      const picture = new Image();
      picture.src = `data:image/png;base64,${base64}`;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.width;
      canvas.height = picture.height;
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(picture, 0, 0);
      const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: Array.from(data) };
    }, png);
    expect(decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) })).toBe(
      bob,
    );

    await expect(page.getByTestId('address-chain').innerText()).resolves.toBe(bob);
    await expect(page.getByTestId('address-generic').innerText()).resolves.toBe(bob);
    await page.getByRole('heading', { name: 'Address on this chain (SS58 format 42)' }).waitFor();
    await page.getByRole('heading', { name: 'Generic Substrate address (format 42)' }).waitFor();
    await page
      .getByText('This chain uses format 42 itself, so both addresses are identical.', { exact: false })
      .waitFor();

    await page
      .getByRole('button', { name: 'Copy the address: Address on this chain (SS58 format 42)' })
      .click();
    await page
      .getByRole('button', { name: 'Copy the address: Address on this chain (SS58 format 42)' })
      .filter({ hasText: 'Copied' })
      .waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
    ).resolves.toEqual([bob]);
    await context.close();
  });

  it('keeps the QR library in the Receive chunk only', () => {
    const assets = join(webDist(), 'assets');
    // An error text of the qr library's encoder that no other code of the app contains.
    const withQr = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('invalid border='),
    );
    expect(withQr.map((file) => `assets/${file}`)).toEqual([chunkOf('src/features/receive/ReceivePage.tsx')]);
  });
});
