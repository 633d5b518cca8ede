/**
 * The award walkthrough's scores as a reader sees them (issue 27, item 4): equal scores said once
 * (« Anna, Bruno et Chloé (2 régions chacun) »), not « Anna (2 régions), Bruno (2 régions) et
 * Chloé (2 régions) ».
 */
import { describe, expect, it } from 'vitest';
import { stepText } from '../../../src/components/planet/awardParts';
import { awardFrames } from '../../../src/components/planet/frames';
import { gameT } from '../../../src/i18n/messages';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Planet award walkthrough: equal scores said once', () => {
	it('fr and en', () => {
		const frames = unpackFrames(awardFrames());
		const fr = frames.map((f) => stepText(f.narration, f.snap.context, gameT('planet', 'fr'))).join('\n');
		const en = frames.map((f) => stepText(f.narration, f.snap.context, gameT('planet', 'en'))).join('\n');
		expect(fr).toContain('Anna, Bruno et Chloé (2 régions chacun).');
		expect(en).toContain('Anna, Bruno and Chloé (2 regions each).');
		expect(fr).not.toMatch(/\((\d+ \p{L}+)\), \p{Lu}\p{L}+ \(\1\)/u);
		expect(en).not.toMatch(/\((\d+ \p{L}+)\), \p{Lu}\p{L}+ \(\1\)/u);
	});
});
