/**
 * The stacks walkthrough as a reader sees it (issue 27, item 4): the first round is explained in
 * full, « pas encore de vie » once, the first awards in full; later rounds are one short line, not
 * the same template twelve times. Small counts of tiles are words.
 */
import { describe, expect, it } from 'vitest';
import { stepText } from '../../../src/components/planet/StacksWidget';
import { stacksFrames } from '../../../src/components/planet/frames';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { PLAYER_COUNTS } from '../../../src/machines/planet/round';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Planet stacks walkthrough: explain once, then a short line', () => {
	const frames = Object.fromEntries(Object.entries(stacksFrames()).map(([n, f]) => [n, unpackFrames(f)]));
	for (const lang of LOCALES)
		it.each(PLAYER_COUNTS.map((n) => [n]))(`${lang}, %i players`, (n) => {
			const t = gameT('planet', lang);
			const steps = frames[n]!.map((f) => stepText(f.narration, f.snap.context, t));
			expect(steps).toHaveLength(13);
			const full = lang === 'fr' ? /est retournée/ : /is turned face up/;
			const carry = lang === 'fr' ? /qu’une égalité y a fait passer/ : /any card a tie has moved there/;
			const noLife = lang === 'fr' ? /Pas encore de vie/ : /No life yet/;
			expect(steps.filter((s) => full.test(s))).toHaveLength(1);
			expect(steps.filter((s) => carry.test(s))).toHaveLength(1);
			expect(steps.filter((s) => noLife.test(s))).toHaveLength(1);
			for (const s of steps) {
				expect(s, s).not.toMatch(/NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]|\s$|\s\s/);
				expect(s, s).not.toMatch(/\b[23] (tuiles restantes|leftover|vont|go)\b|présentations|published descriptions/);
			}
			expect(steps[12]).toMatch(lang === 'fr' ? /^Tour 12, le dernier/ : /^Round 12, the last/);
		});
	it('the short line reads as written', () => {
		const steps = frames[4]!.map((f) => stepText(f.narration, f.snap.context, gameT('planet', 'en')));
		expect(steps[4]).toMatch(/^Round 4: \p{L}+ chooses first\. The leftover tile goes onto stack 11\. Life: one animal card to award\.$/u);
		expect(steps[2]).toMatch(/^Round 2: the first-player token passes left, to Bruno, who chooses first\. The leftover tile goes onto stack 11\.$/);
	});
});
