import { importCycles, importGraph } from './import-cycles.ts';

/**
 * `npm run lint`'s circle check (no eslint-plugin-import is installed; docs/decisions/0006):
 * lists every circle among the imports of src and sandbox, and fails when there is one.
 */
const cycles = importCycles(importGraph(process.cwd(), ['src', 'sandbox']));
for (const cycle of cycles) console.error(`Import circle: ${cycle.join(' → ')}`);
if (cycles.length > 0) process.exit(1);
