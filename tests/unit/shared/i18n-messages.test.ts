import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../src/i18n/compile';
import { compiledGame } from '../../../src/i18n/compiled';
import { formatMessage, type Params, translator } from '../../../src/i18n/format';
import { LOCALES } from '../../../src/i18n/paths';
import { MESSAGE_SETS, messagesOf } from './messageSets';

/** Sample params: a number for every argument (so plurals run), a terrain or a letter where the name says so. */
function sampleParams(source: string, n: number): Params {
	const out: Params = {};
	for (const m of source.matchAll(/\{\s*(\w+)/g)) {
		const name = m[1]!;
		out[name] = name === 'terrain' ? 'water' : name === 'letter' ? 'B' : n;
	}
	return out;
}

describe('messages are ICU MessageFormat', () => {
	it('every message of every game and of the shared parts compiles, and our formatter agrees with @messageformat/core', () => {
		for (const lang of LOCALES) {
			const mf = new MessageFormat(lang, { strict: false });
			for (const set of MESSAGE_SETS)
				for (const [key, source] of messagesOf(set, lang)) {
					const compiled = compileMessage(source, key);
					for (const n of [0, 1, 2, 5]) {
						const params = sampleParams(source, n);
						expect(formatMessage(compiled, params, lang), `${set.owner} ${lang} ${key} n=${n}`).toBe(String(mf.compile(source)(params)));
					}
				}
		}
	});
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
	it('gives game titles their article: « des Royaumes Sauvages », and plural agreement', () => {
		const set = MESSAGE_SETS.find((s) => s.owner === 'shared')!;
		const t = translator(set.compiled.fr, 'fr');
		expect(t('offline.update', { game: t.noun('game.animal-kingdoms') })).toBe('Mettre à jour la copie hors ligne des Royaumes Sauvages');
		expect(t('offline.make', { game: t.noun('game.animal-kingdoms') })).toBe('Rendre Les Royaumes Sauvages disponibles hors ligne');
		expect(t('offline.make', { game: t.noun('game.wildlife') })).toBe('Rendre WildLife disponible hors ligne');
		expect(t('offline.done', { game: t.noun('game.animal-kingdoms') })).toBe('Les règles des Royaumes Sauvages sont disponibles hors ligne en français sur cet appareil.');
	});
});
