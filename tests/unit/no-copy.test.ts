import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence of the site is ours: no run of 10 or more words may match a rulebook's text.
 * (Short quotations in the rulings, where we compare the French and English texts, stay well
 * under that.)
 *
 * The rulebooks are not part of the repository (they are not ours to publish). They are read from
 * `RULEBOOKS_DIR` if set, else from `../shared/seeds` beside the clone (or `../../shared/seeds`
 * beside a worktree under a folder of worktrees). Without them this check cannot run: it says so
 * loudly (a warning and a skipped case naming the folders it looked in), and it FAILS when
 * `RULEBOOKS=required` — set it wherever the rulebooks must be present (the team's machines).
 * A clean CI clone has no rulebooks, so `CI=true` alone does not require them (README, "Two commands").
 */
const RUN = 10;
const here = join(__dirname, '../..');
const candidates = process.env.RULEBOOKS_DIR ? [resolve(process.env.RULEBOOKS_DIR)] : [join(here, '../shared/seeds'), join(here, '../../shared/seeds')];
const seedsDir = candidates.find((d) => existsSync(d));
const required = process.env.RULEBOOKS === 'required';

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

const seeds = seedsDir ? files(seedsDir, /\.txt$/) : [];
const shingles = new Set<string>();
for (const f of seeds) {
	const w = words(readFileSync(f, 'utf8'));
	for (let i = 0; i + RUN <= w.length; i++) shingles.add(w.slice(i, i + RUN).join(' '));
}

const ours = [...files(join(here, 'src/content'), /\.(mdx|md|json)$/), ...files(join(here, 'src/i18n'), /\.ts$/), ...files(join(here, 'src/data'), /\.ts$/)];

const missing = `NO RULEBOOKS: the no-copy check did not run (looked in ${candidates.join(', ')}; set RULEBOOKS_DIR, and RULEBOOKS=required to make their absence a failure)`;
if (seeds.length === 0) console.warn(`\n⚠ ${missing}\n`);

describe('no rulebook sentence copied into the site', () => {
	// Without the rulebooks (and not required): one skipped case that says so in the report.
	if (seeds.length === 0 && !required) it.skip(missing, () => {});
	else
		it('reads the rulebooks', () => {
			expect(seeds.length, missing).toBeGreaterThan(0);
			expect(shingles.size).toBeGreaterThan(10000);
		});
	it.each(seeds.length ? ours.map((f) => [f.replace(here, ''), f]) : [])('%s', (_name, file) => {
		const w = words(readFileSync(file, 'utf8'));
		const copied: string[] = [];
		for (let i = 0; i + RUN <= w.length; i++) {
			const s = w.slice(i, i + RUN).join(' ');
			if (shingles.has(s)) copied.push(s);
		}
		expect(copied).toEqual([]);
	});
});
