import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';

/**
 * The README's table of operations (Layout: "Where each operation lives") names, for each
 * operation, its schema modules, its API function and its query options or hook. This test
 * reads the table and checks each name against the modules' exports, so the table cannot drift.
 */
const apiModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const schemaModules = import.meta.glob(['../schemas/*.ts', '!../schemas/*.test*.ts']);

type Row = {
  operation: string;
  schemas: string[];
  functions: [string, string][];
  hooks: [string, string][];
};

/** The cells of the table under "Where each operation lives", header and rule left out. */
function tableRows(): string[][] {
  const start = readme.indexOf('Where each operation lives');
  const lines = readme.slice(start).split('\n').slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  return table
    .slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    )
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/**
 * The names of a cell with the module each is in: a "(module.ts)" after names is theirs; names
 * with no module of their own are in `fallback`. Names with a path (the uploader) are not exports.
 */
function namesIn(cell: string, fallback: string): [string, string][] {
  const named: [string, string][] = [];
  let pending: string[] = [];
  for (const [, name, module] of cell.matchAll(/`([^`]+)`|\(([\w-]+\.ts)\)/g)) {
    if (module) {
      named.push(...pending.map((each): [string, string] => [each, module]));
      pending = [];
    } else if (name && !name.includes('/')) pending.push(name);
  }
  return [...named, ...pending.map((each): [string, string] => [each, fallback])];
}

function rows(): Row[] {
  let apiModule = '';
  return tableRows().map(([operation = '', request = '', response = '', api = '', hooks = '']) => {
    const functions = namesIn(api, apiModule);
    apiModule = functions.at(-1)?.[1] ?? apiModule;
    return {
      operation,
      schemas: [request, response].flatMap((cell) =>
        [...cell.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1]!),
      ),
      functions,
      hooks: namesIn(hooks, functions[0]?.[1] ?? apiModule),
    };
  });
}

const exportsOf = (module: string) => Object.keys(apiModules[`./${module}`] ?? {});

describe("the README's table of operations", () => {
  it('has a row for each operation, each cell a name or a dash', () => {
    expect(rows().length).toBeGreaterThan(15);
    for (const cells of tableRows()) {
      for (const cell of cells.slice(1)) expect(cell).toMatch(/^—$|`/);
    }
  });

  it.each(rows().map((row) => [row.operation, row] as const))('%s', (_, row) => {
    expect(row.functions.length, 'an API function').toBeGreaterThan(0);
    for (const schema of row.schemas)
      expect(schemaModules).toHaveProperty([`../schemas/${schema}`]);
    for (const [name, module] of [...row.functions, ...row.hooks]) {
      expect(exportsOf(module), `${name} in src/api/${module}`).toContain(name);
    }
  });
});

/** The portal's own code that uses src/api: pages, the shell and shared components. */
const usersOfApi = Object.values(
  import.meta.glob<string>(
    [
      '../{pages,app,components}/**/*.{ts,tsx}',
      '!../**/*.test.{ts,tsx}',
      '!../**/*.test-support.{ts,tsx}',
    ],
    { eager: true, query: '?raw', import: 'default' },
  ),
).join('\n');

describe('the hooks of src/api', () => {
  const hooks = Object.entries(apiModules).flatMap(([module, exported]) =>
    Object.keys(exported)
      .filter((name) => /^use[A-Z]/.test(name))
      .map((name) => [name, module] as const),
  );

  it.each(hooks)('%s (%s) is used by a page, the shell or a component', (name) => {
    expect(usersOfApi).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
