import { readFileSync } from 'node:fs';
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

describe('test-only code in the sandbox is marked (docs/decisions/0016)', () => {
  const graph = importGraph(root, ['sandbox']);
  const isTestOnly = (file: string) => /\.test(-support)?\.ts$/.test(file);

  it('keeps vitest in files named *.test.ts or *.test-support.ts', () => {
    const unmarked = [...graph.keys()].filter(
      (file) =>
        !isTestOnly(file) && /from 'vitest'/.test(readFileSync(resolve(root, file), 'utf8')),
    );
    expect(unmarked).toEqual([]);
  });

  it('never lets a running module import a test-support module', () => {
    const reaching = [...graph].flatMap(([file, targets]) =>
      isTestOnly(file) ? [] : targets.filter(isTestOnly).map((target) => `${file} -> ${target}`),
    );
    expect(reaching).toEqual([]);
  });
});

describe('no back-arrow in the sandbox (docs/decisions/0016)', () => {
  it('keeps the seed and the database setup out of every route module', () => {
    const graph = importGraph(root, ['sandbox']);
    const backArrows = [...graph]
      .filter(([file]) => /routes\.ts$/.test(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => ['sandbox/seed.ts', 'sandbox/storage.ts'].includes(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(backArrows).toEqual([]);
  });
});
