import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import graph of the portal and the sandbox, and its circles. No eslint-plugin-import is
 * installed, so scripts/import-cycles.test.ts is this project's `import/no-cycle`
 * (docs/decisions/0006). Every import counts, `import type` too: a type-only circle still ties
 * two modules that a reader has to understand together.
 */

/** Relative specifiers of `import … from`, `export … from` and `import '…'`. */
const importPattern =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

export function relativeImports(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1]!);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** file (relative to root) → the files it imports (relative to root), among the given folders. */
export function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of sourceFiles(resolve(root, folder))) {
      const targets = relativeImports(readFileSync(file, 'utf8'))
        .filter((specifier) => /\.tsx?$/.test(specifier))
        .map((specifier) => relative(root, resolve(dirname(file), specifier)));
      graph.set(relative(root, file), targets);
    }
  }
  return graph;
}

/** Each group of modules that import one another in a circle (Tarjan's strongly connected components). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
