import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, relativeImports } from './import-cycles.ts';

const root = resolve(import.meta.dirname, '..');

describe('import circles (the import/no-cycle of docs/decisions/0006)', () => {
  it('finds no circle in src and sandbox', () => {
    const graph = importGraph(root, ['src', 'sandbox']);
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph)).toEqual([]);
  });

  it('fails on a circle of two modules, a longer one and a module importing itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', []],
      ['d.ts', ['e.ts']],
      ['e.ts', ['f.ts']],
      ['f.ts', ['d.ts']],
      ['g.ts', ['g.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts'], ['d.ts', 'e.ts', 'f.ts'], ['g.ts']]);
  });

  it('passes a graph that only points one way', () => {
    const graph = new Map([
      ['a.ts', ['b.ts', 'c.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([]);
  });

  it('reads value, type, re-export, side-effect and multi-line imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.css';",
      'import {',
      '  e,',
      '  type F,',
      "} from './e.tsx';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.tsx']);
  });
});
