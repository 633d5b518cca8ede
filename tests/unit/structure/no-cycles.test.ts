// No import cycle in src/ (scripts/lib/import-graph.mjs: static, side-effect and dynamic imports;
// type-only imports are erased and do not count). A widget's lazily loaded try-it mode shares its
// parts through a *Parts.tsx file, never by importing the widget back.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, runtimeImports } from '../../../scripts/lib/import-graph.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('import graph', () => {
	it('has no cycle in src/', { timeout: 60_000 }, () => {
		const graph = importGraph(root);
		expect(graph.size).toBeGreaterThan(100);
		expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
	});

	it('finds a cycle through a dynamic import, and none through a type-only import', () => {
		const graph = new Map([
			['widget', ['lazy-try']],
			['lazy-try', ['widget', 'words']],
			['words', []],
			['a', ['b']],
			['b', ['c']],
			['c', ['a']],
		]);
		expect(
			findCycles(graph)
				.map((c) => c.join(' → '))
				.sort(),
		).toEqual(['a → b → c → a', 'lazy-try → widget → lazy-try']);
		expect(findCycles(new Map([['x', ['x']]]))).toEqual([['x', 'x']]);
		expect(
			findCycles(
				new Map([
					['x', ['y']],
					['y', []],
				]),
			),
		).toEqual([]);
	});

	it('reads run-time imports: static, re-export, side effect and dynamic; not type-only ones', () => {
		const file = fileURLToPath(new URL('./fixtures/imports.ts.txt', import.meta.url));
		expect(runtimeImports(file).sort()).toEqual(['./dynamic', './reexport', './side-effect', './value', './value-and-type']);
	});
});

describe('rules files', () => {
	const files = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const path = join(dir, name);
			return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
		});
	it('none in src/machines is over 400 lines (split by concern)', () => {
		const long = files(join(root, 'src/machines'))
			.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length] as const)
			.filter(([, n]) => n > 400);
		expect(long).toEqual([]);
	});
	it('no component in src/components is over 300 lines (hooks and parts files instead)', () => {
		const all = (dir: string): string[] =>
			readdirSync(dir).flatMap((name) => {
				const path = join(dir, name);
				return statSync(path).isDirectory() ? all(path) : /\.(tsx|astro)$/.test(name) ? [path] : [];
			});
		const long = all(join(root, 'src/components'))
			.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length] as const)
			.filter(([, n]) => n > 300);
		expect(long).toEqual([]);
	});
});

describe('dead exports', () => {
	it('scripts/dead-exports.mjs finds no export that nobody imports and its module does not use', { timeout: 60_000 }, () => {
		const run = spawnSync(process.execPath, [join(root, 'scripts/dead-exports.mjs')], { encoding: 'utf8' });
		expect(run.stdout.trim().split('\n').at(-1)).toBe('No dead export in src/.');
		expect(run.status).toBe(0);
	});
});
