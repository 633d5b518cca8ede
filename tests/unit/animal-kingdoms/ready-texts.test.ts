/**
 * Animal Kingdoms' "Ready for game night?" as a reader sees it (issue 27, items 4 and 6): 300 sets
 * rendered in both languages with the params the generator really passes (say(), as the widget
 * does), and the sentences the editors found broken can no longer be produced.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/components/shared/ReadyParts';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { ANIMAL_KINGDOMS_READY } from '../../../src/machines/animal-kingdoms/ready';
import { setOf } from '../shared/readySets';

function texts(lang: Locale) {
	const t = gameT('animal-kingdoms', lang) as Parameters<typeof say>[0];
	const out: { key: string; text: string }[] = [];
	for (let seed = 1; seed <= 300; seed++)
		for (const q of setOf(ANIMAL_KINGDOMS_READY, seed)) {
			out.push({ key: q.prompt.key, text: say(t, q.prompt) });
			for (const r of q.reasons) out.push({ key: r.key, text: say(t, r) });
		}
	return out;
}

describe('Animal Kingdoms self-check: the sentences as shown', () => {
	const all = Object.fromEntries(LOCALES.map((l) => [l, texts(l)])) as Record<Locale, { key: string; text: string }[]>;
	it.each(LOCALES.map((l) => [l]))('%s: no NaN, undefined, raw {param} or [key]', (lang) => {
		const bad = all[lang].filter((s) => /NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/i.test(s.text));
		expect(bad.slice(0, 3)).toEqual([]);
	});
	it('English: an 8, never “a 8” (the bot turns up an 8)', () => {
		const bad = all.en.filter((s) => /\ba (8|11|18)\b/.test(s.text));
		expect(bad.slice(0, 3)).toEqual([]);
		expect(all.en.some((s) => s.text.includes('The bot turns up an 8.'))).toBe(true);
	});
	it('the kingdom of your last card is named once, with its article', () => {
		for (const lang of LOCALES) {
			const designated = all[lang].filter((s) => s.key === 'rd.solo.designated').map((s) => s.text);
			expect(designated.length).toBeGreaterThan(0);
			for (const s of designated) expect(s).not.toMatch(/, royaume de \d|, \d-territory kingdom/);
		}
		expect(all.en.map((s) => s.text)).toContain('A 1, 2 or 3 goes to the kingdom of your last card: the 5-territory kingdom.');
	});
	it('a decree reason speaks of the player asked about, not to “you”, as one clause after the card', () => {
		for (const lang of LOCALES) {
			const no = all[lang].filter((s) => s.key === 'rd.decree.no').map((s) => s.text);
			expect(no.length).toBeGreaterThan(0);
			for (const s of no) {
				expect(s).not.toMatch(lang === 'fr' ? /\bvotre\b|\bvous\b/i : /\byour?\b/i);
				// one colon: the card's, then a lower-case clause
				expect(s.split(':').length, s).toBe(2);
				expect(s).toMatch(/: (non|no), [a-z]/u);
			}
		}
	});
	it('a comparing decree says which cards it compares with: this kingdom’s last card when the decree looks here (ux review, minor 6)', () => {
		const compare = { fr: /il faut (au moins|plus que|moins que) \d+, (.*)$/, en: /it must be (at least|more than|less than) \d+, (.*)$/ };
		for (const lang of LOCALES) {
			const clauses = all[lang].filter((s) => s.key === 'rd.decree.no').flatMap((s) => s.text.match(compare[lang])?.[2] ?? []);
			expect(clauses.length).toBeGreaterThan(10);
			// Never the old words, which spoke of several cards when the decree looks at one.
			for (const c of clauses) expect(c).not.toMatch(/cartes regardées|cards the decree looks at/);
			expect(clauses).toContain(lang === 'fr' ? 'valeur de la dernière carte jouée dans ce royaume.' : 'the value of the last card played in this kingdom.');
		}
	});
	it('a revealed card is a noun in the sentence: no capital after a mid-sentence colon', () => {
		for (const lang of LOCALES) for (const s of all[lang].filter((x) => x.key === 'rd.battle.card')) expect(s.text, s.text).not.toMatch(/[:,]\s[A-ZÀ-Ý]/u);
		expect(all.en.map((s) => s.text)).toContain('Abdel reveals the wolf 8, with no reinforcement: a strength of 8.');
	});
	it('English says First Place token, the glossary’s word, never majority tile', () => {
		expect(all.en.filter((s) => /majority tile/i.test(s.text)).slice(0, 2)).toEqual([]);
	});
});
