// Every package the project imports is declared in package.json (not merely present in
// node_modules because another package depends on it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);

function files(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
		if (d.name === 'node_modules' || d.name.startsWith('.')) return [];
		const path = join(dir, d.name);
		return d.isDirectory() ? files(path) : /\.(m?[jt]sx?|astro|mdx)$/.test(d.name) ? [path] : [];
	});
}

it('every imported package is declared in package.json', () => {
	const sources = [
		...files(join(root, 'src')),
		...files(join(root, 'scripts')),
		...files(join(root, 'tests')),
		join(root, 'astro.config.mjs'),
		join(root, 'vitest.config.ts'),
	];
	const missing = new Set<string>();
	for (const file of sources) {
		const code = readFileSync(file, 'utf8');
		for (const m of code.matchAll(
			/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm,
		)) {
			const spec = (m[1] ?? m[2] ?? m[3]) as string;
			// `~/…` is src/ (tsconfig.json paths), not a package.
			if (/^(\.|\/|~\/|node:|astro:|virtual:)/.test(spec)) continue;
			const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
			if (!declared.has(name)) missing.add(`${name} (${relative(root, file)})`);
		}
	}
	expect([...missing]).toEqual([]);
});
