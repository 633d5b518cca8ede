/**
 * `npm run text`: writes the proofreading corpus (tests/unit/shared/corpus.ts) as text files. Run
 * through Vitest so the TypeScript sources, the widgets (JSX) and the message layer
 * (import.meta.glob) load as in the unit tests; only scripts/text/write.text.ts runs.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	root: fileURLToPath(new URL('../..', import.meta.url)),
	test: { include: ['scripts/text/write.text.ts'], environment: 'node' },
	esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
