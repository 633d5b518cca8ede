// Issue 32, part 2: every real question found first. Players' questions as they type them
// (lookupQuestions.ts, at least 20 per game and language) are run through the rulings filter's own
// ranking (lookup.ts: parseQuery with the game's synonyms, then rankEntries) over each game's
// rulings as the page renders them (question; answer, rulebook comparison, sources and "see also"
// labels). The ruling meant must be in the first three, and first for at least 90 % of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameSynonyms } from '../../../src/components/shared/glossaries';
import { type Entry, fold, parseQuery, questionForms, rankEntries } from '../../../src/components/shared/lookup';
import { bookName, formatSource, readHeadings, seeAlsoLabel } from '../../../src/components/shared/rulings';
import type { GameRulings, RulingLang } from '../../../src/data/rulings';
import { READY_GAMES } from '../../../src/games';
import { typo } from '../../../src/i18n/typography.mjs';
import { LOOKUP_QUESTIONS, LOOKUP_QUESTIONS_LATER } from './lookupQuestions';

const sets = import.meta.glob<Record<string, unknown>>('/src/data/*/rulings.ts', { eager: true });
function rulingsOf(game: string): GameRulings {
	const mod = sets[`/src/data/${game}/rulings.ts`];
	const set = Object.values(mod ?? {}).find((v): v is GameRulings => !!v && typeof v === 'object' && 'rulings' in v && 'books' in v);
	if (!set) throw new Error(`no rulings set for ${game}`);
	return set;
}

/** What the rulings page shows of each ruling (Rulings.astro), folded as the filter reads it. */
function entriesOf(set: GameRulings, lang: RulingLang): Entry[] {
	const read = new Map<string, ReturnType<typeof readHeadings>>();
	const headings = (page: string) => {
		if (!read.has(page))
			read.set(page, readHeadings(readFileSync(new URL(`../../../src/content/docs/${lang}/${set.game}/${page}.mdx`, import.meta.url), 'utf8')));
		return read.get(page);
	};
	return set.rulings.map((r) => {
		const differs = r.differs
			? [...set.books.map((b) => `${b.name[lang]} ${r.differs?.says[b.id]?.[lang] ?? ''}`), r.differs.follow[lang], r.differs.why[lang]]
			: [];
		const sources = r.sources.map((s) => formatSource(lang, bookName(set, s.book), s));
		const seeAlso = r.seeAlso.map((s) => typo(seeAlsoLabel(headings(s.page), s.anchor) ?? '', lang));
		return { question: fold(r.question[lang]), body: fold([r.answer[lang], ...differs, ...sources, ...seeAlso].join(' ')) };
	});
}

const games = READY_GAMES.filter((g) => g.chapters.includes('rulings')).map((g) => g.slug);

describe('players’ questions in the rulings filter: the ruling meant in the top 3, first in 90 %', () => {
	it('every game with rulings has its questions', () => {
		expect(Object.keys(LOOKUP_QUESTIONS).sort()).toEqual([...games].sort());
		expect(Object.keys(LOOKUP_QUESTIONS_LATER).sort()).toEqual([...games].sort());
	});
	for (const game of games) {
		for (const lang of ['fr', 'en'] as const) {
			it(`${game} ${lang}`, { timeout: 30_000 }, () => {
				const set = rulingsOf(game);
				const entries = entriesOf(set, lang);
				const ids = set.rulings.map((r) => r.id);
				const table = gameSynonyms(game, lang);
				const questions = [...(LOOKUP_QUESTIONS[game]?.[lang] ?? []), ...(LOOKUP_QUESTIONS_LATER[game]?.[lang] ?? [])];
				const later = new Set((LOOKUP_QUESTIONS_LATER[game]?.[lang] ?? []).map((x) => x.q));
				expect(questions.length).toBeGreaterThanOrEqual(20);
				const ranks = questions.map(({ q, ids: meant }) => {
					for (const id of meant) expect(ids, `${q}: unknown ruling ${id}`).toContain(id);
					const { found } = rankEntries(entries, parseQuery(q, lang, table), lang, questionForms(q, lang));
					const rank = found.findIndex((i) => meant.includes(ids[i] ?? ''));
					return { q, meant, rank, top: found.slice(0, 3).map((i) => ids[i]) };
				});
				const first = ranks.filter((r) => r.rank === 0).length;
				const top3 = ranks.filter((r) => r.rank >= 0 && r.rank < 3).length;
				const laterRanks = ranks.filter((r) => later.has(r.q));
				console.log(
					`${game} ${lang}: ${questions.length} questions, ${first} first, ${top3} in the top 3 (of the ${laterRanks.length} written later: ${laterRanks.filter((r) => r.rank === 0).length} first, ${laterRanks.filter((r) => r.rank >= 0 && r.rank < 3).length} in the top 3)`,
				);
				const missed = ranks
					.filter((r) => r.rank !== 0)
					.map((r) => `« ${r.q} » → ${r.meant.join('|')} at rank ${r.rank < 0 ? 'none' : r.rank + 1}; first: ${r.top.join(', ')}`);
				if (missed.length) console.log(`  not first:\n  ${missed.join('\n  ')}`);
				expect(ranks.filter((r) => r.rank < 0 || r.rank >= 3).map((r) => r.q)).toEqual([]);
				expect(first / questions.length).toBeGreaterThanOrEqual(0.9);
			});
		}
	}
});
