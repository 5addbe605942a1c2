// Real node + real service with the ECB source pointed at a local HTTP server serving an ECB-format document:
// rates derived per USD reach the chain; a rate jumping past the guard is held back and logged, not fed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatRate } from '@lumi/chain/forex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson, hashAt, type ChainClient } from '../helpers/chain.ts';
import type { SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

// Per EUR. Per USD: PHP 73.5 / 1.25 = 58.8 (+0.51 % from genesis 58.50), GBP 0.9875 / 1.25 = 0.79 (as genesis),
// JPY 250 / 1.25 = 200 (+32 % from 151.50: held back by the 5 % guard), AUD 6.25 / 1.25 = 5 (above the chain's
// RateBounds maximum of 3.04: held back, the chain would refuse it).
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.25'/>
      <Cube currency='JPY' rate='250'/>
      <Cube currency='GBP' rate='0.9875'/>
      <Cube currency='PHP' rate='73.5'/>
      <Cube currency='AUD' rate='6.25'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

let stack: Stack;
let service: SpawnedApi;
let client: ChainClient;
let ecb: Server;
let requests = 0;

beforeAll(async () => {
  ecb = createServer((_req, res) => {
    requests++;
    // The first answer fails, so the feeder has to retry.
    if (requests === 1) {
      res.writeHead(503);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(DOCUMENT);
  });
  await new Promise<void>((r) => ecb.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(ecb.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
  stack = await startStack({
    name: 'ecb',
    apiArgs: [
      '--faucet',
      'off',
      '--forex-source',
      'ecb',
      '--forex-url',
      url,
      '--forex-currencies',
      'PHP,GBP,JPY,AUD',
      '--forex-interval',
      '60000',
    ],
  });
  ({ service, client } = stack);
});

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => ecb.close(() => r()));
});

interface Status {
  forex: {
    source: string;
    simulated: boolean;
    lastSubmission: { block: number; rates: Record<string, string> } | null;
    held: { currency: string; last: string; next: string; changePercent: string; reason: string }[];
    rejected: unknown[];
  };
}

describe('ECB forex feed', () => {
  it('feeds the derived rates after a retry and holds back the jump', async () => {
    const forex = await eventually('an ECB submission', async () => {
      const { body } = await getJson<Status>(`${service.url}/status`);
      return body.forex.lastSubmission ? body.forex : undefined;
    });
    expect(forex).toMatchObject({ source: 'ecb', simulated: false });
    expect(forex.lastSubmission!.rates).toEqual({ PHP: '58.8', GBP: '0.79' });
    expect(forex.held).toEqual([
      { currency: 'JPY', last: '151.5', next: '200', changePercent: '32.01', reason: 'jump' },
      { currency: 'AUD', last: '1.52', next: '5', changePercent: '228.94', reason: 'out-of-bounds' },
    ]);
    // Nothing fed came back as an outlier.
    expect(forex.rejected).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(2);
    expect(service.logs()).toMatch(/"msg":"forex update failed; retrying".*HTTP 503/);
    expect(service.logs()).toMatch(
      /"msg":"forex rate held back: it moved more than allowed".*"currency":"JPY"/,
    );
    expect(service.logs()).toMatch(
      /"msg":"forex rate held back: outside the chain's bounds.*"currency":"AUD"/,
    );

    const at = { at: await hashAt(client, forex.lastSubmission!.block) };
    const rate = async (code: string) =>
      formatRate(
        (await client.api.query.Oracle.Values.getValue(`0x${Buffer.from(code).toString('hex')}`, at))!.value,
      );
    expect(await rate('PHP')).toBe('58.8');
    expect(await rate('GBP')).toBe('0.79');
    expect(await rate('JPY')).toBe('151.5');
    expect(await rate('AUD')).toBe('1.52');
  });
});
