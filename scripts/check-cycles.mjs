/**
 * `node scripts/check-cycles.mjs` — lists the import cycles of src/ (see scripts/lib/import-graph.mjs
 * for what counts as an import) and exits 1 if there is any. tests/unit/structure/no-cycles.test.ts
 * runs the same check with the unit tests.
 */
import { findCycles, importGraph } from './lib/import-graph.mjs';
import { projectRoot } from './lib/static-server.mjs';

const cycles = findCycles(importGraph(projectRoot));
for (const cycle of cycles) console.log(cycle.join('\n  → '), '\n');
console.log(cycles.length ? `${cycles.length} import cycle(s) in src/.` : 'No import cycle in src/.');
process.exit(cycles.length ? 1 : 0);
