/**
 * The end-scoring walkthrough's verdict as a reader sees it (issue 27, items 4 and 6): it names the
 * winner and says why, in a written sentence, not « Le plus de points l’emporte » / "Most points
 * wins." as filler, nor « le plus de cartes Animal départage (4 contre 5) ».
 */
import { describe, expect, it } from 'vitest';
import { stepText } from '../../../src/components/planet/endParts';
import { endFrames } from '../../../src/components/planet/frames';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Planet end walkthrough: the verdict', () => {
	const frames = unpackFrames(endFrames());
	it.each(LOCALES.map((l) => [l]))('%s', (lang) => {
		const t = gameT('planet', lang);
		const steps = frames.map((f) => stepText(f.narration, f.snap.context, t));
		const text = steps.join('\n');
		expect(text).not.toMatch(/Le plus de points l’emporte|départage|Most points wins|decides|against \d/);
		expect(text).not.toMatch(/NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/);
		const verdicts = steps.filter((s) => (lang === 'fr' ? /l’emporte|partagée/ : /wins\.|shared/).test(s));
		expect(verdicts.length).toBeGreaterThan(0);
		for (const v of verdicts)
			expect(v).toMatch(lang === 'fr' ? /(Anna|Bruno) a plus de (points|cartes Animal)|partagée/ : /(Anna|Bruno) has more (points|animal cards)|shared/);
	});
});
