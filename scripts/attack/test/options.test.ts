import { describe, expect, it } from 'vitest';
import { FULL, parseOptions, QUICK } from '../options.ts';

const FAMILIES = ['rpc', 'fuzz', 'kill'];

describe('npm run attack flags', () => {
  it.each([
    { argv: [], expected: { ...FULL, quick: false, only: [] } },
    { argv: ['--quick'], expected: { ...QUICK, quick: true, only: [] } },
    { argv: ['--kill-cycles', '9'], expected: { ...FULL, quick: false, killCycles: 9, only: [] } },
    {
      argv: ['--quick', '--fuzz-cases=7', '--only', 'fuzz, kill'],
      expected: { ...QUICK, quick: true, fuzzCases: 7, only: ['fuzz', 'kill'] },
    },
  ])('$argv', ({ argv, expected }) => {
    expect(parseOptions(argv, FAMILIES)).toEqual(expected);
  });

  it('answers --help', () => {
    expect(parseOptions(['--help'], FAMILIES)).toBe('help');
  });

  it.each([
    { argv: ['--kill-cycles', '0'], error: '--kill-cycles must be an integer ≥ 1, got "0"' },
    { argv: ['--fuzz-cases', '1e3x'], error: '--fuzz-cases must be an integer ≥ 1, got "1e3x"' },
    { argv: ['--only', 'rpc,dns'], error: '--only: unknown family dns (known: rpc, fuzz, kill)' },
    { argv: ['--fast'], error: "Unknown option '--fast'" },
  ])('refuses $argv', ({ argv, error }) => {
    expect(() => parseOptions(argv, FAMILIES)).toThrow(error);
  });
});
