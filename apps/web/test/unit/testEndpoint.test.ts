import { describe, expect, it } from 'vitest';
import { describeFound, readAnswers, shortHash } from '../../src/features/settings/testEndpoint.ts';
import { englishOf } from './i18nEnglish.ts';

const GENESIS = `0x1234${'0'.repeat(56)}abcd`;

describe('endpoint probe answers', () => {
  it.each([
    [
      'a development node',
      ['Lumi Dev', 'Development', '1.0.0', GENESIS],
      { ok: true, chain: 'Lumi Dev', chainType: 'Development', version: '1.0.0', genesisHash: GENESIS },
    ],
    [
      'a custom chain type, upper-case hash',
      ['Lumi', { Custom: 'Staging' }, '2.1', GENESIS.toUpperCase().replace('0X', '0x')],
      { ok: true, chain: 'Lumi', chainType: 'Staging', version: '2.1', genesisHash: GENESIS },
    ],
    ['no genesis block', ['Lumi', 'Live', '1', null], { ok: false }],
    ['a short hash', ['Lumi', 'Live', '1', '0x1234'], { ok: false }],
    ['a number for a name', [42, 'Live', '1', GENESIS], { ok: false }],
    ['missing answers', [], { ok: false }],
  ])('%s', (_, answers, expected) => {
    const result = readAnswers(answers);
    expect(result).toMatchObject(expected);
    if (!result.ok)
      expect(englishOf(result.error)).toBe('Something answers there, but not like a Substrate node.');
  });

  it('describes what it found with a short genesis hash', () => {
    expect(shortHash(GENESIS)).toBe('0x1234…abcd');
    expect(shortHash('0x12')).toBe('0x12');
    const found = { chain: 'Lumi Dev', chainType: 'Development', version: '1.0.0', genesisHash: GENESIS };
    expect(englishOf(describeFound(found))).toBe('Lumi Dev (Development), genesis 0x1234…abcd, node 1.0.0');
    expect(englishOf(describeFound({ ...found, chain: 'Development' }))).toBe(
      'Development, genesis 0x1234…abcd, node 1.0.0',
    );
  });
});
