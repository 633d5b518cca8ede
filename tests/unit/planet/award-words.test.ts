/**
 * The award walkthrough as a reader sees it (issue 27, item 4): a card named inside a sentence is
 * a noun phrase, not its label (« Carte suivante : Carte d’exemple, inventée (…) »).
 */
import { describe, expect, it } from 'vitest';
import { stepText } from '../../../src/components/planet/awardParts';
import { awardFrames } from '../../../src/components/planet/frames';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Planet award walkthrough: cards in prose', () => {
	it.each(LOCALES.map((l) => [l]))('%s', (lang) => {
		const t = gameT('planet', lang);
		const steps = unpackFrames(awardFrames()).map((f) => stepText(f.narration, f.snap.context, t));
		const all = steps.join('\n');
		expect(all).not.toMatch(/: (Carte d’exemple|Teaching card|Panda|Éléphant|Elephant|Renne|Reindeer|Renard|Fox)\b/);
		expect(all).not.toMatch(/inventée \(|made up \(|NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/);
		expect(all).toContain(
			lang === 'fr'
				? 'Carte suivante : une carte inventée pour l’exemple (le plus de régions de glacier).'.replace(' :', '\u00a0:')
				: 'Next card: a card made up for the example (the most glacier regions).',
		);
	});
});
