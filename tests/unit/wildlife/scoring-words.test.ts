/**
 * The scoring sentences say « notre lecture » / "our reading" exactly where a rank depends on how ties
 * are read (src/data/wildlife/readings.ts: tie-drop-rank, ties-four-two), and nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { areaWhy, herdsWhy, mostWhy } from '../../../src/components/wildlife/scoringWords';
import { gameT } from '../../../src/i18n/messages';
import { explainArea, explainHerds, explainMost } from '../../../src/machines/wildlife/ties';

describe.each(['fr', 'en'] as const)('WildLife scoring sentences (%s)', (lang) => {
	const t = gameT('wildlife', lang);
	const name = (p: string) => t.noun(`player.${p}` as 'player.A');
	const mark = lang === 'fr' ? 'notre lecture' : 'our reading';
	it('mark the player after three tied in an area, not after two', () => {
		const three = areaWhy(explainArea({ spaces: 9, counts: { A: 2, B: 2, C: 2, D: 1 } }), 9, name, t);
		expect(three).toContain(mark);
		const two = areaWhy(explainArea({ spaces: 5, counts: { A: 2, B: 2, C: 1, D: 0 } }), 5, name, t);
		expect(two).not.toContain(mark);
	});
	it('mark the player after a tie in a 4-and-2 category, and a player with nothing', () => {
		expect(mostWhy(explainMost({ A: 3, B: 3, C: 1 }), { A: 3, B: 3, C: 1 }, name, t)).toContain(mark);
		expect(mostWhy(explainMost({ A: 5, B: 2, C: 1 }), { A: 5, B: 2, C: 1 }, name, t)).not.toContain(mark);
		expect(mostWhy(explainMost({ A: 5, B: 2, D: 0 }), { A: 5, B: 2, D: 0 }, name, t)).toContain(mark);
	});
	it('leave the rulebook’s herd example unmarked (two tied first, then 3rd)', () => {
		expect(herdsWhy(explainHerds({ A: [4, 4], B: [11], C: [11], D: [9] }), name, t)).not.toContain(mark);
		expect(herdsWhy(explainHerds({ A: [6], B: [6], C: [6], D: [5] }), name, t)).toContain(mark);
	});
});
