/**
 * Caldera Park's self-check as a reader sees it (ux review, minor 5): the reasons of a "which tiles
 * of this family score" question tell the other families apart by where they lie, so two families
 * of the same size never read as the same sentence.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/components/shared/ReadyParts';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { CALDERA_PARK_READY_KINDS } from '../../../src/machines/caldera-park/ready';
import { setOf } from '../shared/readySets';

describe('Caldera Park self-check: the families in the reasons', () => {
	it.each(LOCALES.map((l) => [l]))('%s: every other family says where it is, and no two say the same', (lang) => {
		const t = gameT('caldera-park', lang) as Parameters<typeof say>[0];
		let questions = 0;
		for (let seed = 1; seed <= 300; seed++)
			for (const q of setOf(CALDERA_PARK_READY_KINDS, seed)) {
				const others = q.reasons.filter((r) => r.key === 'rd.famTiles.out').map((r) => say(t, r));
				if (others.length === 0) continue;
				questions++;
				for (const s of others) expect(s).toMatch(lang === 'fr' ? /rang \d+, case \d+/ : /row \d+, space \d+/);
				expect(new Set(others).size, others.join(' | ')).toBe(others.length);
			}
		expect(questions).toBeGreaterThan(20);
	});
});
