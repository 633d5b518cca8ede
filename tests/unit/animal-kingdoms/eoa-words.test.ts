/**
 * The end-of-age narration as a reader sees it (issue 27, items 4 and 6): equal cube counts are
 * grouped and the unit said once (« Carla a 2 cubes, Abdel et Nicolas 1 chacun »; "Abdel has 15
 * points, Stéphanie 17…"), and the one player left in a battle agrees with her gender.
 */
import { describe, expect, it } from 'vitest';
import { eoaParams } from '../../../src/components/animal-kingdoms/eoaWords';
import { endOfAgeFrames } from '../../../src/components/animal-kingdoms/frames';
import { compareWords } from '../../../src/components/animal-kingdoms/revealWords';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import type { BattleState } from '../../../src/machines/animal-kingdoms/battle';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Animal Kingdoms end of age: counts and totals as written', () => {
	it.each(LOCALES.map((l) => [l]))('%s walkthrough', (lang) => {
		const t = gameT('animal-kingdoms', lang);
		const steps = unpackFrames(endOfAgeFrames()).map((f) => t.ref(f.narration, { ...eoaParams(t, f.snap.context), ...f.params }));
		const all = steps.join('\n');
		// no unit repeated after the first count or total, no count 1 before a second « et »
		expect(all).not.toMatch(/, \p{Lu}\p{Ll}+ \d+ (cubes?|points?)\b/u);
		expect(all).not.toMatch(/\b(et|and) \p{Lu}\p{Ll}+ \d+ (cubes?|points?)\b/u);
		expect(all).toContain(lang === 'fr' ? 'Carla a 2 cubes, Abdel et Nicolas 1 chacun.' : 'Carla has 2 cubes, Abdel and Nicolas 1 each.');
		expect(all).toContain(
			lang === 'fr' ? 'Abdel a 15 points, Stéphanie 17, Carla 16 et Nicolas 14.' : 'Abdel has 15 points, Stéphanie 17, Carla 16 and Nicolas 14.',
		);
		expect(all).not.toMatch(/NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/);
	});
	it('the one player left in a battle: « Carla reste seule en lice »', () => {
		const b = { fighters: ['A', 'C'], history: [{ inContention: ['C'] }] } as unknown as BattleState;
		expect(compareWords(gameT('animal-kingdoms', 'fr'), b)).toBe('Abdel sort de la bataille ; Carla reste seule en lice.'.replace(' ;', '\u202f;'));
		expect(compareWords(gameT('animal-kingdoms', 'en'), b)).toBe('Abdel is out of the battle; Carla is the only one left.');
	});
});
