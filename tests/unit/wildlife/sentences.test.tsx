// WildLife's sentences as a reader gets them (issue 27): rendered with the parameters the code really
// passes — the guided frames through the widgets' own param builders, the self-check sets through the
// generator and `say` — not with a hand-written catalogue. Each check names a sentence that once
// shipped: a small area called large, « NaN points de nourriture », « si il gagne », a refusal pasted
// whole after « Refusé : », « Il lui reste 0 », « vendeur » for Anna, nested brackets.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { moveParams, AuctionPlayers } from '../../../src/components/wildlife/auctionParts';
import { CardsPlayers } from '../../../src/components/wildlife/cardsParts';
import { auctionFrames, cardsFrames, setupFrames } from '../../../src/components/wildlife/frames';
import { placeParams, seedNarration } from '../../../src/components/wildlife/setupParts';
import ActionsWidget from '../../../src/components/wildlife/ActionsWidget';
import TurnExampleWidget from '../../../src/components/wildlife/TurnWidget';
import BigScoringWidget from '../../../src/components/wildlife/BigScoringWidget';
import { actionsFrames, bigScoringFrames, turnFrames } from '../../../src/components/wildlife/frames';
import { type AnyT, say } from '../../../src/components/shared/ReadyParts';
import { gameT } from '../../../src/i18n/messages';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { makeSet } from '../../../src/machines/shared/ready';
import { AUCTION_EXAMPLES } from '../../../src/machines/wildlife/examples/auction';
import { WILDLIFE_READY } from '../../../src/machines/wildlife/ready';

const LANGS = ['fr', 'en'] as const;
const SEEDS = 200;
/** The text of rendered HTML, one line per block element. */
const textOf = (html: string) =>
	html
		.replace(/<\/(li|p|td|th|caption|h\d|div)>/g, '\n')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#x27;|&#39;/g, '’')
		.replace(/&amp;/g, '&')
		.replace(/&nbsp;/g, '\u00a0')
		.replace(/[ \t]+/g, ' ')
		.split('\n')
		.map((s) => s.trim())
		.filter(Boolean);

/** Shapes no reader-facing sentence may take, in either language. */
const BAD: [string, RegExp][] = [
	['NaN or undefined', /\bNaN\b|\bundefined\b/],
	['a raw {param}', /\{[a-zA-Z_]+\}/],
	['« si il »', /\bsi il/],
	['nested brackets', /\([^()]*\(/],
	['a capital after a mid-sentence colon', /\S\s?:\s(?:L’|La |Le |Les |À |The |With |It |This |That |Ce |Cette )/],
	['0 kept', /\b(?:keeps|reste|garde) 0\b/],
	['« de 1 case »', /\bde 1 case\b/],
];
const expectClean = (lines: readonly string[], where: string) => {
	for (const line of lines) for (const [name, re] of BAD) expect(re.test(line), `${where}: ${name} in «${line}»`).toBe(false);
};
/** Two colons in one sentence (a refusal pasted after « Refusé : »). */
const twoColons = (line: string) => line.split(/(?<=[.!?])\s/).some((s) => (s.match(/:/g) ?? []).length > 1);

describe.each(LANGS)('WildLife sentences as shown (%s)', (lang) => {
	const t = gameT('wildlife', lang);

	it('self-check: an area question says small or large as its caption does', () => {
		let small = 0;
		for (let seed = 1; seed <= SEEDS; seed++)
			for (const q of makeSet(WILDLIFE_READY, seed * 7919)) {
				const v = q.position.view;
				if (q.kind !== 'area-points' || v?.kind !== 'area') continue;
				const prompt = say(t as unknown as AnyT, q.prompt);
				const caption = t('rd.areaCaption', { areaSize: v.size, spaces: v.spaces });
				const isSmall = lang === 'fr' ? /petit territoire/ : /small area/;
				expect(isSmall.test(prompt), `${caption} / ${prompt}`).toBe(v.size === 'small');
				expect(caption.toLowerCase().startsWith(lang === 'fr' ? (v.size === 'small' ? 'petit' : 'grand') : v.size)).toBe(true);
				if (v.size === 'small') small++;
			}
		expect(small).toBeGreaterThan(10);
	}, 60_000);

	it('self-check: every prompt, choice and reason of 200 sets reads clean', () => {
		const lines = new Set<string>();
		for (let seed = 1; seed <= SEEDS; seed++)
			for (const q of makeSet(WILDLIFE_READY, seed * 7919)) {
				lines.add(say(t as unknown as AnyT, q.prompt));
				for (const c of q.choices) lines.add(say(t as unknown as AnyT, c.label));
				for (const r of q.reasons) lines.add(say(t as unknown as AnyT, r));
				// "has only 10 food" when 10 covers the price
				if (q.kind === 'short-of-food' && q.position.view?.kind === 'auction') {
					const { price, food } = q.position.view;
					const only = lang === 'fr' ? /n’a (?:que|qu’un) / : /has only/;
					expect(only.test(say(t as unknown as AnyT, q.prompt)), say(t as unknown as AnyT, q.prompt)).toBe(food! > 0 && food! < price!);
				}
			}
		expectClean([...lines], 'self-check');
		for (const line of lines) expect(twoColons(line), line).toBe(false);
	}, 60_000);

	it('cards table: the famine and food-source effects are signed numbers', () => {
		const rows = unpackFrames(cardsFrames()).flatMap((f) => textOf(render(<CardsPlayers snap={f.snap} t={t} />)));
		expectClean(rows, 'cards table');
		const food = lang === 'fr' ? /^−5 points de nourriture/ : /^−5 food/;
		expect(rows.some((r) => food.test(r))).toBe(true);
		expect(rows.some((r) => (lang === 'fr' ? /^\+7 points de nourriture/ : /^\+7 food/).test(r))).toBe(true);
	});

	it('auction: every guided step of the four examples reads as narration', () => {
		const all = auctionFrames();
		for (const id of AUCTION_EXAMPLES) {
			const frames = unpackFrames(all[id]);
			const lines = frames.map((f) => t.ref(f.narration, moveParams(f.before, f.snap, f.event, t)));
			expectClean(lines, `auction ${id}`);
			for (const line of lines) expect(twoColons(line), line).toBe(false);
			// The table names Anna, the seller, as a woman; a buyer's role agrees with the buyer.
			const table = frames.flatMap((f) => textOf(render(<AuctionPlayers snap={f.snap} t={t} />)));
			if (lang === 'fr') {
				expect(table.some((r) => r.startsWith('vendeuse'))).toBe(true);
				expect(table.some((r) => r.startsWith('vendeur '))).toBe(false);
			}
		}
		const refused = unpackFrames(all.main)[2]!;
		expect(t.ref(refused.narration, moveParams(refused.before, refused.snap, refused.event, t))).toMatch(
			lang === 'fr'
				? /^Chloé voudrait offrir 3, elle aussi\s: refusé, il faut dépasser l’offre en cours/
				: /^Chloé tries to bid 3 as well: refused, a new bid must beat the current 3\./,
		);
	});

	it('setup: the first seed explains the checks, the later ones are short', () => {
		for (const packed of Object.values(setupFrames())) {
			const frames = unpackFrames(packed);
			const texts = frames.map((f, i) => t.ref(seedNarration(frames, i), f.event?.type === 'SEED' ? placeParams(f.snap, t) : {}));
			const checks = lang === 'fr' ? /trois conditions/ : /three checks/;
			expect(texts.filter((x) => checks.test(x))).toHaveLength(1);
			expectClean(
				texts.filter((_, i) => frames[i]!.event?.type === 'SEED'),
				'setup',
			);
		}
	});

	it('turn, migration and big-scoring walkthroughs: no nested brackets, no colon pairs like « Anna : 2 »', () => {
		const lines = [
			...textOf(render(<ActionsWidget lang={lang} frames={actionsFrames()} />)),
			...textOf(render(<TurnExampleWidget lang={lang} frames={turnFrames()} />)),
			...textOf(render(<BigScoringWidget lang={lang} frames={bigScoringFrames()} />)),
		];
		expectClean(lines, 'walkthroughs');
		for (const line of lines) expect(/\b(?:Anna|Bruno|Chloé|David)\s?: \d/.test(line), line).toBe(false);
	});
});
