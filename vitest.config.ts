import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/machines/**/*.test.ts'],
		environment: 'node',
	},
	esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
