import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READING_MARK, type Reading } from '../../src/data/readings';
import { READY_GAMES } from '../../src/games';
import { gameSources } from '../../src/i18n/compiled';
import { LOCALES, type Locale } from '../../src/i18n/paths';

/**
 * A reading travels with its label (issue 18): wherever a page states one of the site's readings
 * (src/data/<game>/readings.ts, `says` patterns), the statement is marked. On a reference or At the
 * table page only `<Reading id>` counts; a chapter page may instead carry « notre lecture » / "our
 * reading" in the same paragraph. Every pattern must match somewhere, so it cannot go stale.
 */
const root = join(__dirname, '../..');
const STRICT = new Set(['reference', 'at-the-table']);

/** MDX source → paragraphs of plain text; text inside `<Reading id="x">…</Reading>` is tagged with x. */
export function paragraphs(mdx: string): { text: string; marked: Set<string> }[] {
	const body = mdx
		.replace(/^---[\s\S]*?\n---\n/, '')
		.replace(/^import .*$/gm, '')
		.replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
		.replace(/<style>[\s\S]*?<\/style>/g, '');
	return body.split(/\n\s*\n|\n(?=\s*(?:[-*] |\d+\. |\|))/).map((block) => {
		const marked = new Set<string>();
		const text = block
			.replace(/<Reading\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/Reading>/g, (_all, id: string, inner: string) => {
				marked.add(id);
				return `\uE001${id}\uE002${inner}\uE003`;
			})
			.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
			.replace(/<[^>]+>/g, ' ')
			.replace(/[*_`]/g, '')
			.replace(/\s+/g, ' ');
		return { text, marked };
	});
}

function insideMark(text: string, index: number, id: string): boolean {
	const open = text.lastIndexOf(`\uE001${id}\uE002`, index);
	if (open === -1) return false;
	const close = text.indexOf('\uE003', open);
	return close === -1 || close >= index;
}

const plain = (s: string) => s.replace(/\uE001[^\uE002]*\uE002|\uE003/g, '');

for (const game of READY_GAMES) {
	const file = join(root, 'src/data', game.slug, 'readings.ts');
	describe(`${game.slug}: readings keep their label`, () => {
		it('has its readings as data', () => {
			expect(existsSync(file), `${file} is missing: every game declares the readings it follows`).toBe(true);
		});
		if (!existsSync(file)) return;
		it.each(LOCALES.map((l) => [l]))('every statement is marked (%s)', async (lang: Locale) => {
			const { READINGS } = (await import(file)) as { READINGS: readonly Reading[] };
			const dir = join(root, 'src/content/docs', lang, game.slug);
			const pages = readdirSync(dir).filter((f) => f.endsWith('.mdx') && !f.startsWith('rulings'));
			const problems: string[] = [];
			const hits = new Map<string, number>();
			const ids = new Set(READINGS.map((r) => r.id));
			for (const page of pages) {
				const slug = page.replace(/\.mdx$/, '').replace(/^index$/, '');
				const strict = STRICT.has(slug);
				const src = readFileSync(join(dir, page), 'utf8');
				for (const m of src.matchAll(/<Reading\b[^>]*\bid="([^"]+)"/g)) {
					if (!ids.has(m[1] ?? '')) problems.push(`${lang}/${game.slug}/${page}: <Reading id="${m[1]}"> names no reading of src/data/${game.slug}/readings.ts`);
				}
				for (const { text } of paragraphs(src)) {
					for (const reading of READINGS) {
						for (const pattern of reading.says[lang]) {
							for (const m of plain(text).matchAll(new RegExp(pattern, 'giu'))) {
								hits.set(pattern, (hits.get(pattern) ?? 0) + 1);
								// Map the index in plain text back to the tagged text.
								let seen = 0;
								let at = 0;
								for (; at < text.length && seen < (m.index ?? 0); at++) {
									const c = text[at];
									if (c === '\uE001') at = text.indexOf('\uE002', at);
									else if (c !== '\uE003') seen++;
								}
								const marked = insideMark(text, at, reading.id);
								const worded = !strict && new RegExp(READING_MARK[lang], 'iu').test(plain(text));
								if (!marked && !worded) {
									problems.push(
										`${lang}/${game.slug}/${page}: states the reading "${reading.id}" without its mark: “${m[0]}” in “${plain(text).trim().slice(0, 160)}”`,
									);
								}
							}
						}
					}
				}
			}
			for (const reading of READINGS) {
				for (const pattern of reading.says[lang]) {
					if (!hits.get(pattern))
						problems.push(`src/data/${game.slug}/readings.ts: "${reading.id}" pattern /${pattern}/ (${lang}) matches no page any more: reword it or remove it`);
				}
			}
			expect(problems).toEqual([]);
		});
		it.each(LOCALES.map((l) => [l]))('every message that states a reading carries its mark (%s)', async (lang: Locale) => {
			const { READINGS } = (await import(file)) as { READINGS: readonly Reading[] };
			const sources = gameSources(game.slug, lang);
			const problems = READINGS.flatMap((r) =>
				(r.messages ?? []).flatMap((key) => {
					const text = sources[key];
					if (typeof text !== 'string') return [`${r.id}: message ${key} is not a message of ${game.slug} (${lang})`];
					return new RegExp(READING_MARK[lang], 'iu').test(text)
						? []
						: [`${r.id}: message ${key} states the reading without « ${READING_MARK[lang]} » (${lang})`];
				}),
			);
			expect(problems).toEqual([]);
		});
	});
}
