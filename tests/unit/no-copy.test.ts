import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence of the site is ours: no run of 10 or more words may match a rulebook's text.
 * (Short quotations in the rulings, where we compare the French and English texts, stay well
 * under that.) The rulebooks are in ../shared/seeds beside the project.
 */
const RUN = 10;
const here = join(__dirname, '../..');
const seedsDir = join(here, '../shared/seeds');

function words(text: string): string[] {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[’']/g, ' ')
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
}

function files(dir: string, ext: RegExp): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
	);
}

const seeds = existsSync(seedsDir) ? files(seedsDir, /\.txt$/) : [];
const shingles = new Set<string>();
for (const f of seeds) {
	const w = words(readFileSync(f, 'utf8'));
	for (let i = 0; i + RUN <= w.length; i++) shingles.add(w.slice(i, i + RUN).join(' '));
}

const ours = [
	...files(join(here, 'src/content'), /\.(mdx|md|json)$/),
	...files(join(here, 'src/i18n'), /\.ts$/),
	...files(join(here, 'src/data'), /\.ts$/),
];

describe.skipIf(seeds.length === 0)('no rulebook sentence copied into the site', () => {
	it('reads the rulebooks', () => expect(shingles.size).toBeGreaterThan(10000));
	it.each(ours.map((f) => [f.replace(here, ''), f]))('%s', (_name, file) => {
		const w = words(readFileSync(file, 'utf8'));
		const copied: string[] = [];
		for (let i = 0; i + RUN <= w.length; i++) {
			const s = w.slice(i, i + RUN).join(' ');
			if (shingles.has(s)) copied.push(s);
		}
		expect(copied).toEqual([]);
	});
});
