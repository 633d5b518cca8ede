/**
 * Planet's "Ready for game night?" in words: every prompt, choice, reason and rule name of 600 sets,
 * rendered with the site's own messages (both languages) as the page shows them. A parameter the
 * code names one way and the message another shows "NaN" or a raw `{…}` (review rules-planet N1:
 * « fait NaN parcelles » / "NaN regions"); a missing message shows `[key]`.
 */
import { describe, expect, it } from 'vitest';
import { type AnyT, say } from '../../../src/components/shared/ReadyParts';
import { compiledGame, compiledShared } from '../../../src/i18n/compiled';
import { translator } from '../../../src/i18n/format';
import { PLANET_READY } from '../../../src/machines/planet/ready';
import { setOf } from '../shared/readySets';

const SEEDS = 600;

describe.each(['fr', 'en'] as const)('Planet ready texts (%s)', (lang) => {
	const t = translator({ ...compiledShared(lang), ...compiledGame('planet', lang) }, lang) as AnyT;
	it(`${SEEDS} sets: no NaN, no missing message, no unfilled parameter`, () => {
		const bad: string[] = [];
		const kinds = new Map<string, number>();
		for (let seed = 1; seed <= SEEDS; seed++)
			for (const q of setOf(PLANET_READY, seed)) {
				kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
				const texts = [q.prompt, ...q.choices.map((c) => c.label), ...q.reasons].map((ref) => say(t, ref));
				texts.push(t(`rule.${q.rule.page}.${q.rule.anchor}`));
				for (const text of texts) if (/NaN|\[[a-z]+\.|[{}]|undefined/.test(text)) bad.push(`seed ${seed} ${q.kind}: ${text}`);
			}
		expect(bad.slice(0, 10)).toEqual([]);
		// The award kind (where the NaN was) is among those rendered, many times.
		expect(kinds.get('award') ?? 0).toBeGreaterThan(500);
	}, 60_000);
	it('an award reason gives the size or count the engine found', () => {
		for (let seed = 1; seed <= 50; seed++)
			for (const q of setOf(PLANET_READY, seed)) {
				if (q.kind !== 'award') continue;
				for (const ref of q.reasons.filter((r) => r.key === 'rd.award.score')) {
					const value = ref.params!.value as number;
					const text = say(t, ref);
					if (value > 0) expect(text, text).toContain(String(value));
				}
			}
	});
});

describe('Planet ready: each rule link lands on the section that covers the case (review rules-planet n6)', () => {
	it('a card nobody can host links “Nobody meets the condition”; a card nobody takes in round 12 links the last round', () => {
		let nobody = 0;
		let box = 0;
		for (let seed = 1; seed <= 300; seed++)
			for (const q of setOf(PLANET_READY, seed)) {
				const verdict = q.reasons.map((r) => r.key);
				if (q.kind === 'award' && !q.reading && verdict.includes('rd.award.nobody')) {
					nobody++;
					expect(q.rule).toEqual({ page: 'animals', anchor: 'nobody' });
				}
				if (q.kind === 'next-column' && q.right[0] === 'box') {
					box++;
					expect(q.rule).toEqual({ page: 'animals', anchor: 'last-round' });
				}
				if (q.kind === 'next-column' && q.right[0] !== 'box') expect(q.rule).toEqual({ page: 'animals', anchor: 'next-column' });
			}
		expect(nobody).toBeGreaterThan(0);
		expect(box).toBeGreaterThan(0);
	});
});
