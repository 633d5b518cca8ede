// WildLife's messages through the shared message layer: plurals and player names with their grammar.
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../src/i18n/compiled';
import { translator } from '../../../src/i18n/format';

describe('WildLife messages', () => {
	it('reads real plurals with each language’s rules', () => {
		const fr = translator(compiledGame('wildlife', 'fr'), 'fr');
		const en = translator(compiledGame('wildlife', 'en'), 'en');
		expect(fr('cards.change.spaces', { n: 0 })).toBe('0 case');
		expect(en('cards.change.spaces', { n: 0 })).toBe('0 spaces');
		expect(fr('cards.change.spaces', { n: 2 })).toBe('2 cases');
		expect(fr('cards.change.food', { n: 3 })).toBe('3 points de nourriture');
	});
	it('names players from the game’s data, with their gender and French elision', () => {
		const fr = translator(compiledGame('wildlife', 'fr'), 'fr');
		const en = translator(compiledGame('wildlife', 'en'), 'en');
		expect(fr.noun('player.C').s).toBe('Chloé');
		expect(fr.noun('player.A')).toMatchObject({ of: 'd’Anna', to: 'à Anna', g: 'f' });
		expect(fr.noun('player.B')).toMatchObject({ of: 'de Bruno', g: 'm' });
		expect(en.noun('player.B')).toMatchObject({ s: 'Bruno', g: 'm' });
		expect(fr('terrain.in', { terrain: fr.noun('terrain.water') })).toBe('dans l’eau');
		expect(fr('terrain.in', { terrain: fr.noun('terrain.mountain') })).toBe('en montagne');
		expect(fr.noun('terrain.desert')).toMatchObject({ the: 'le désert', of: 'du désert', to: 'au désert', g: 'm' });
		expect(fr('terrain.forest')).toBe('Forêt');
		expect(fr.noun('area.forest-large').of).toBe('du grand territoire de forêt');
		expect(fr('player.piece', { player: fr.noun('player.A') })).toBe('pion d’Anna');
		expect(en('player.piece', { player: en.noun('player.B') })).toBe('Bruno’s piece');
	});
});
