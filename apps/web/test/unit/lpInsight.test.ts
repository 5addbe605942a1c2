import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/shared/api/http.ts';
import { parseLpPosition, type LpPositionAnswer } from '../../src/shared/api/positionApi.ts';
import {
  isNotIndexed,
  positionView,
  signedBps,
  signedText,
  splitSign,
} from '../../src/features/liquidity/positionView.ts';

const WIRE = {
  pool: 0,
  address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  asset1: { symbol: 'LUMI', decimals: 12 },
  asset2: { symbol: 'PHPU', decimals: 6 },
  block: 52,
  since: 1_764_160_000_000,
  changes: [{ block: 41, kind: 'added', amount1: '5000000000000', amount2: '292500000', lp: '38242646351' }],
  position: {
    lp: '38242646351',
    amount1: '4000000000000',
    amount2: '365000000',
    held1: '5000000000000',
    held2: '292500000',
    fees1: '1000000',
    fees2: '58',
    value: '730000000',
    heldValue: '747500000',
    feesValue: '116',
    impermanentLoss: '-17500116',
    versusHolding: '-17500000',
  },
  unavailable: null,
  usd: {
    value: '12.47',
    heldValue: '12.77',
    feesValue: '0.000001',
    impermanentLoss: '-0.3',
    versusHolding: '-0.299',
  },
  indexedTo: 52,
};

describe('parseLpPosition', () => {
  it('reads amounts as bigint, losses negative, USD as text', () => {
    const answer = parseLpPosition(WIRE);
    expect(answer).toMatchObject({
      pool: 0,
      block: 52,
      since: 1_764_160_000_000,
      changes: 1,
      unavailable: null,
    });
    expect(answer.position?.held1).toBe(5_000_000_000_000n);
    expect(answer.position?.impermanentLoss).toBe(-17_500_116n);
    expect(answer.usd?.impermanentLoss).toBe('-0.3');
  });
  it('keeps a null position with its reason', () => {
    const answer = parseLpPosition({ ...WIRE, position: null, usd: null, unavailable: 'LP by transfer' });
    expect(answer.position).toBeNull();
    expect(answer.unavailable).toBe('LP by transfer');
  });
  it.each([
    ['an amount that is a number', { ...WIRE, position: { ...WIRE.position, lp: 5 } }],
    ['a fractional amount', { ...WIRE, position: { ...WIRE.position, fees1: '1.5' } }],
    ['a missing figure', { ...WIRE, position: { ...WIRE.position, value: undefined } }],
    ['"--1"', { ...WIRE, position: { ...WIRE.position, versusHolding: '--1' } }],
    ['a USD value that is not a decimal', { ...WIRE, usd: { ...WIRE.usd, value: '1e3' } }],
    ['no block', { ...WIRE, block: 'x' }],
    ['not an object', 'oops'],
  ])('refuses %s', (_name, body) => {
    expect(() => parseLpPosition(body)).toThrow();
  });
});

const ready = (over: Partial<LpPositionAnswer> = {}) => ({
  status: 'ready' as const,
  value: { ...parseLpPosition(WIRE), ...over },
});

describe('positionView', () => {
  const account = WIRE.address;
  it.each([
    { name: 'no account', input: { account: undefined, answer: ready() }, kind: 'connect' },
    { name: 'loading', input: { account, answer: { status: 'loading' as const } }, kind: 'loading' },
    {
      name: 'API unreachable',
      input: { account, answer: { status: 'unavailable' as const } },
      kind: 'unavailable',
    },
    {
      name: 'not indexed',
      input: { account, answer: { status: 'notIndexed' as const } },
      kind: 'notIndexed',
    },
    {
      name: 'no deposit ever',
      input: { account, answer: ready({ position: null, usd: null, changes: 0 }), chainLp: 0n },
      kind: 'empty',
    },
    {
      name: 'LP held but no own deposit indexed (genesis LP)',
      input: {
        account,
        answer: ready({ position: { ...parseLpPosition(WIRE).position!, lp: 0n } }),
        chainLp: 9n,
      },
      kind: 'transferred',
    },
    {
      name: 'everything withdrawn',
      input: {
        account,
        answer: ready({ position: { ...parseLpPosition(WIRE).position!, lp: 0n } }),
        chainLp: 0n,
      },
      kind: 'empty',
    },
    {
      name: 'LP by transfer only',
      input: {
        account,
        answer: ready({ position: null, usd: null, unavailable: 'no deposit' }),
        chainLp: 5n,
      },
      kind: 'transferred',
    },
    {
      name: 'LP by transfer, since sent away',
      input: {
        account,
        answer: ready({ position: null, usd: null, unavailable: 'no deposit' }),
        chainLp: 0n,
      },
      kind: 'empty',
    },
  ])('$name → $kind', ({ input, kind }) => {
    expect(positionView({ chainLp: undefined, ...input }).kind).toBe(kind);
  });

  it('carries an error message', () => {
    expect(
      positionView({
        account,
        answer: { status: 'error', message: { key: 'errors.serverError' } },
        chainLp: undefined,
      }),
    ).toEqual({
      kind: 'error',
      message: { key: 'errors.serverError' },
    });
  });

  it('a position: loss and result against holding in signed basis points of the held value', () => {
    const view = positionView({ account, answer: ready(), chainLp: 38_242_646_351n });
    expect(view).toMatchObject({
      kind: 'position',
      partial: false,
      // −17 500 116 / 747 500 000 = −2.34 %; −17 500 000 / 747 500 000 likewise, both rounded toward zero.
      impermanentLossBps: -234n,
      versusHoldingBps: -234n,
      block: 52,
    });
  });

  it('says the figures are partial when the chain holds other LP than the indexed deposits explain', () => {
    expect(positionView({ account, answer: ready(), chainLp: 40_000_000_000n })).toMatchObject({
      kind: 'position',
      partial: true,
    });
    expect(positionView({ account, answer: ready(), chainLp: 1n })).toMatchObject({ partial: true });
    expect(positionView({ account, answer: ready(), chainLp: undefined })).toMatchObject({ partial: false });
  });
});

describe('helpers', () => {
  it.each([
    [404, true],
    [503, true],
    [500, false],
    [400, false],
  ])('HTTP %i is "not indexed": %s', (status, expected) => {
    expect(isNotIndexed(new HttpError(status, 'x', {}))).toBe(expected);
  });
  it('a network failure is not "not indexed"', () => {
    expect(isNotIndexed(new TypeError('fetch failed'))).toBe(false);
  });
  it.each([
    [10n, '+10'],
    [-10n, '\u221210'],
    [0n, '0'],
  ])('signedText(%s) = %s', (value, text) => {
    expect(signedText(value, (v) => v.toString())).toBe(text);
  });
  it('signedBps', () => {
    expect(signedBps(-1n, 3n)).toBe(-3_333n);
    expect(signedBps(5n, 0n)).toBeUndefined();
  });
  it('splitSign', () => {
    expect(splitSign('-0.3')).toEqual({ negative: true, magnitude: '0.3' });
    expect(splitSign('2')).toEqual({ negative: false, magnitude: '2' });
    expect(splitSign(null)).toEqual({ negative: false, magnitude: null });
  });
});
