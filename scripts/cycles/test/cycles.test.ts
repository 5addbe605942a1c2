import { describe, expect, it } from 'vitest';
import { findCycles, type Graph } from '../cycles.ts';

const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

describe('findCycles', () => {
  it.each([
    ['an empty graph', {}, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['an edge to a module outside the graph', { a: ['x'] }, []],
    ['a self-import', { a: ['a'] }, [['a']]],
    ['two modules importing each other', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    [
      'a three-module ring entered from outside',
      { x: ['b'], a: ['b'], b: ['c'], c: ['a'] },
      [['a', 'b', 'c']],
    ],
    [
      'two separate cycles',
      { d: ['e'], e: ['d'], a: ['b'], b: ['a', 'd'] },
      [
        ['a', 'b'],
        ['d', 'e'],
      ],
    ],
  ] as [string, Record<string, string[]>, string[][]][])('%s', (_, edges, cycles) => {
    expect(findCycles(graph(edges))).toEqual(cycles);
  });

  it('walks a 20 000-module ring, deeper than a recursive walk could go', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`m${i}`] = i + 1 < 20_000 ? [`m${i + 1}`] : ['m0'];
    expect(findCycles(graph(edges))[0]).toHaveLength(20_000);
  }, 30_000);
});
