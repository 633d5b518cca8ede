import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/machines/**/*.test.ts', 'tests/component/**/*.test.tsx'],
		environment: 'node',
		// Workers are reused across files (no fresh module graph per file): 52.7 → 28–30 s on this machine
		// under the same load (26 Nov); every file also passes in shuffled order (seeds 1 and 7), so none
		// leans on another's leftovers.
		isolate: false,
		// A hang guard, not a speed check: `npm test` runs these beside `astro check` (scripts/test.mjs),
		// and on 2 busy cores a test of 0.4 s took 7.7 s (29 Nov); 5 s, the default, failed it.
		testTimeout: 30_000,
	},
	esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
