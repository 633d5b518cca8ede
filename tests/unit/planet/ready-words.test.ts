/**
 * Planet's "Ready for game night?" as a reader sees it (issue 27, items 4 and 6): 300 sets in both
 * languages, rendered with the params the generator really passes (say(), as the widget does).
 * Small numbers read as an editor writes them, and the end-of-game tie names its rule in words.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/components/shared/ReadyParts';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { PLANET_READY } from '../../../src/machines/planet/ready';
import { setOf } from '../shared/readySets';

function texts(lang: Locale): string[] {
	const t = gameT('planet', lang) as Parameters<typeof say>[0];
	const out: string[] = [];
	for (let seed = 1; seed <= 300; seed++)
		for (const q of setOf(PLANET_READY, seed)) out.push(say(t, q.prompt), ...q.reasons.map((r) => say(t, r)), ...q.choices.map((c) => say(t, c.label)));
	return out;
}

describe('Planet self-check: the sentences as shown', () => {
	const all = Object.fromEntries(LOCALES.map((l) => [l, texts(l)])) as Record<Locale, string[]>;
	it('no “de 1 parcelle”, “of 1 area”, “on 0 animal cards”', () => {
		expect(all.fr.filter((s) => /\bde 1 parcelle|\bà 0\b|cartes Animal à \d/.test(s)).slice(0, 3)).toEqual([]);
		expect(all.en.filter((s) => /\bof 1 area|\bon 0 animal/.test(s)).slice(0, 3)).toEqual([]);
		expect(all.fr.some((s) => /Une seule région .*, d’une parcelle\./.test(s))).toBe(true);
	});
	it('a tie on points says who wins and why, not “the most animal cards decides”', () => {
		expect(all.fr.filter((s) => /départage/.test(s)).slice(0, 2)).toEqual([]);
		expect(all.en.filter((s) => /most animal cards decides|order of the table|animal card of the column/.test(s)).slice(0, 2)).toEqual([]);
		expect(all.en.some((s) => /^Tied on \d+ points: the player with more animal cards wins, and that is \w+ \(\d+\)\.$/.test(s))).toBe(true);
	});
	it.each(LOCALES.map((l) => [l]))('%s: no NaN, undefined, raw {param} or [key]', (lang) => {
		expect(all[lang].filter((s) => /NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/i.test(s)).slice(0, 3)).toEqual([]);
	});
});
