// Caldera Park's sentences as a reader gets them (issue 27): the self-check sets rendered through the
// generator and `say`, with the parameters the code passes, and the refusal and solo lines that once
// read « alors qu’il en reste une libre qui le remplissent », "the Storm, 2 clouds token" and
// '134 points: band “110 and up: fine, no more”'.
import { describe, expect, it } from 'vitest';
import { type AnyT, say } from '../../../src/components/shared/ReadyParts';
import { gameT } from '../../../src/i18n/messages';
import { CALDERA_PARK_READY } from '../../../src/machines/caldera-park/ready';
import { soloBand } from '../../../src/machines/caldera-park/round';
import { makeSet } from '../../../src/machines/shared/ready';

const BAD: [string, RegExp][] = [
	['NaN or undefined', /\bNaN\b|\bundefined\b/],
	['a raw {param}', /\{[a-zA-Z_]+\}/],
	['nested brackets', /\([^()]*\(/],
	['a label with its own comma used as a noun', /\b(?:the|le jeton) (?:Storm|Orage), \d/],
	['« si il »', /\bsi il/],
];

describe.each(['fr', 'en'] as const)('Caldera Park sentences as shown (%s)', (lang) => {
	const t = gameT('caldera-park', lang) as unknown as AnyT;

	it('self-check: every prompt, choice and reason of 200 sets reads clean', () => {
		const lines = new Set<string>();
		for (let seed = 1; seed <= 200; seed++)
			for (const q of makeSet(CALDERA_PARK_READY, seed * 7919)) {
				lines.add(say(t, q.prompt));
				for (const c of q.choices) lines.add(say(t, c.label));
				for (const r of q.reasons) lines.add(say(t, r));
			}
		for (const line of lines) for (const [name, re] of BAD) expect(re.test(line), `${name}: «${line}»`).toBe(false);
		// The storms do come up, named as tokens.
		expect([...lines].some((l) => (lang === 'fr' ? /jeton Orage à \d nuages?/ : /the Storm \(\d clouds?\) token/).test(l))).toBe(true);
	}, 60_000);

	it('a wrong-terrain refusal agrees with the number of free spaces left', () => {
		expect(t('refuse.wrongTerrain', { free: 1 })).toMatch(
			lang === 'fr'
				? /^Cette case ne remplit pas le prérequis, alors qu’une autre case libre le remplit\.$/
				: /^That space does not meet the requirement, and one free space still does\.$/,
		);
		expect(t('refuse.wrongTerrain', { free: 3 })).toMatch(lang === 'fr' ? /alors que 3 cases libres le remplissent\.$/ : /and 3 free spaces still do\.$/);
	});

	it('the solo result names the verdict alone, as the page does', () => {
		const line = t('solo.result', { score: 134, band: t(`solo.verdict.${soloBand(134)}`) });
		expect(line).toBe(lang === 'fr' ? '134 points\u00a0: «\u00a0correct, sans plus\u00a0».' : '134 points: “decent, nothing more”.');
		for (let b = 0; b < 8; b++) expect(t(`solo.band.${b}`).endsWith(t(`solo.verdict.${b}`)), `band ${b}`).toBe(true);
	});
});
