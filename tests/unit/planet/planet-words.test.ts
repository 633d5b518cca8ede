/**
 * The planet walkthrough as a reader sees it (issue 27, items 4 and 6): whole sentences, not the
 * fragment « Posée sur la face 1, qui était libre. », and equal regions said once (« deux régions
 * de 2 parcelles chacune », not « 2 régions, de 2 et 2 parcelles »).
 */
import { describe, expect, it } from 'vitest';
import { planetFrames } from '../../../src/components/planet/frames';
import { planetParams } from '../../../src/components/planet/planetParts';
import { regionsText } from '../../../src/components/planet/words';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Planet walkthrough: written sentences', () => {
	it.each(LOCALES.map((l) => [l]))('%s steps', (lang) => {
		const t = gameT('planet', lang);
		const all = unpackFrames(planetFrames())
			.map((f) => t.ref(f.narration, planetParams(f.snap.context, f.before.context, t)))
			.join('\n');
		expect(all).not.toMatch(/^(Posée|Placed) /m);
		expect(all).not.toMatch(/de (\d+) et \1 parcelles|of (\d+) and \2 areas|NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/);
	});
	it('equal regions are said once', () => {
		const two = [{ size: 2 }, { size: 2 }] as unknown as Parameters<typeof regionsText>[1];
		expect(regionsText(gameT('planet', 'fr'), two)).toBe('deux régions de 2 parcelles chacune');
		expect(regionsText(gameT('planet', 'en'), two)).toBe('2 regions of 2 areas each');
		expect(regionsText(gameT('planet', 'en'), [{ size: 6 }, { size: 2 }] as unknown as Parameters<typeof regionsText>[1])).toBe('2 regions, of 6 and 2 areas');
	});
});
