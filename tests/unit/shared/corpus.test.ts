/**
 * The proofreading corpus test (issue 27 item 3): every sentence a reader can reach
 * (./corpus.ts, the same corpus `npm run text` writes), both languages, every ready game, is run
 * through the language detectors of the edge-parameter test (./detectors.ts DETECTORS) and the
 * corpus's own (TEXT_DETECTORS: NaN, undefined, a raw {x} or [key], “a” before a vowel sound,
 * « si il », a capital after a mid-sentence colon, nested parentheses, 0 or 1 with the wrong
 * number, a masculine role label for a woman), each with its self-test. The failure message is the
 * worklist: game, language, shape, where the line comes from, the line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { type Corpus, buildCorpus } from './corpus';
import { DETECTORS, setPersonNames, TEXT_DETECTORS, type TextContext } from './detectors';

type Player = { name: unknown; gender: unknown };
const players = import.meta.glob<Record<string, Player>>('/src/data/*/players.ts', { eager: true, import: 'PLAYERS' });
/** The named example players (a bot, named per language, is not a person). */
const named = (ps: Record<string, Player>) => Object.values(ps).filter((p): p is { name: string; gender: string } => typeof p.name === 'string');
const everyone = Object.values(players).flatMap(named);
const names = (game: string) => named(players[`/src/data/${game}/players.ts`] ?? {}).map((p) => p.name);
const WOMEN = [...new Set(everyone.filter((p) => p.gender === 'f').map((p) => p.name))];

/**
 * Findings others are fixing now (issue 27), each named: game, language, shape, and a piece of the
 * line. Printed on every run; a known finding that no longer occurs fails, so this list only shrinks.
 */
const KNOWN: { game: string; lang: Locale | 'both'; shape: string; text: string; why: string }[] = [];

interface Finding {
	game: string;
	lang: Locale;
	shape: string;
	from: string;
	text: string;
}

/** Words a language's corpus writes with a capital in mid-sentence (after a lower-case word): names, proper nouns, labels. */
function properNouns(corpus: Corpus, lang: Locale): Set<string> {
	const out = new Set<string>();
	for (const [key, lines] of corpus)
		if (key.endsWith(`/${lang}`)) for (const l of lines) for (const m of l.text.matchAll(/\p{Ll}[,]? (\p{Lu}[\p{L}’'-]*)/gu)) out.add(m[1]!);
	return out;
}

let corpus: Corpus;
const findings: Finding[] = [];
let took = 0;
let built = 0;

beforeAll(async () => {
	const t0 = performance.now();
	corpus = await buildCorpus();
	built = performance.now() - t0;
	for (const lang of LOCALES) {
		const proper = properNouns(corpus, lang);
		for (const n of everyone) proper.add(n.name);
		for (const [key, lines] of corpus) {
			if (!key.endsWith(`/${lang}`)) continue;
			const game = key.slice(0, -lang.length - 1);
			setPersonNames(names(game));
			const ctx: TextContext = { params: {}, proper, women: WOMEN };
			for (const l of lines) {
				const shapes = [
					...DETECTORS.filter((d) => (d.lang === 'both' || d.lang === lang) && d.test(l.text, ctx, [])).map((d) => d.shape),
					...TEXT_DETECTORS.filter((d) => (d.lang === 'both' || d.lang === lang) && d.test(l.text, ctx)).map((d) => d.shape),
				];
				for (const shape of shapes) findings.push({ game, lang, shape, from: l.from, text: l.text });
			}
		}
	}
	took = performance.now() - t0;
}, 60_000);

describe('the corpus detectors catch what they name and spare the right forms', () => {
	it.each(TEXT_DETECTORS.map((d) => [d.shape, d] as const))('%s', (_s, d) => {
		const ctx: TextContext = { params: {}, ...d.context };
		for (const s of d.caught) expect(d.test(s, ctx), `caught: ${s}`).toBe(true);
		for (const s of d.spared) expect(d.test(s, ctx), `spared: ${s}`).toBe(false);
	});
});

const isKnown = (f: Finding) =>
	KNOWN.some((k) => k.game === f.game && (k.lang === 'both' || k.lang === f.lang) && f.shape.startsWith(k.shape) && f.text.includes(k.text));

describe('the proofreading corpus', () => {
	it('holds every part of every game, both languages', () => {
		for (const lang of LOCALES)
			for (const game of new Set([...corpus.keys()].map((k) => k.split('/')[0]!))) {
				const lines = corpus.get(`${game}/${lang}`) ?? [];
				expect(lines.length, `${game}/${lang}`).toBeGreaterThan(0);
				if (game === 'site') continue;
				// The self-check is the `ready` chapter's ("Ready for game night?"): a game without that chapter (a scaffolded one) has none.
				const ready = GAMES.find((g) => g.slug === game)?.chapters.some((c) => c === 'ready');
				for (const part of ['title', 'step', ...(ready ? ['self-check'] : [])])
					expect(
						lines.some((l) => l.from.includes(part)),
						`${game}/${lang}: no ${part} line`,
					).toBe(true);
			}
		const counts = [...corpus].map(([k, v]) => `${k} ${v.length}`).join(', ');
		console.log(`Proofreading corpus: ${counts}; built in ${Math.round(built)} ms, checked in ${Math.round(took - built)} ms.`);
	});

	it('no known bad shape on any line (worklist: game, language, shape, where, line)', () => {
		const open = findings.filter((f) => !isKnown(f));
		const known = findings.filter(isKnown);
		if (known.length)
			console.log(
				`Known findings others are fixing (${known.length}):\n${known.map((f) => `  ${f.game} ${f.lang} [${f.shape}] ${f.from}\n    → ${f.text}`).join('\n')}`,
			);
		const stale = KNOWN.filter(
			(k) => !findings.some((f) => f.game === k.game && (k.lang === 'both' || k.lang === f.lang) && f.shape.startsWith(k.shape) && f.text.includes(k.text)),
		);
		expect(stale, 'known findings that no longer occur: remove them from KNOWN').toEqual([]);
		const worklist = open.map((f) => `${f.game} ${f.lang} [${f.shape}] ${f.from}\n    → ${f.text}`).join('\n');
		expect(open.length, `${open.length} findings\n${worklist}`).toBe(0);
	});
});
