import { describe, expect, it } from 'vitest';
import { newSubscriptionId } from '../src/rpc/connection.ts';

describe('subscription ids', () => {
  it('are 16 alphanumeric characters and do not repeat across refills of the random pool', () => {
    const ids = Array.from({ length: 2000 }, () => newSubscriptionId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every alphabet position is reachable: the characters of 2,000 ids cover all 62.
    expect(new Set(ids.join('')).size).toBe(62);
  });
});
