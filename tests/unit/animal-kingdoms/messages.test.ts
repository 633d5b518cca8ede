// The shared messages with Animal Kingdoms' French title, a plural with its article.
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/format';
import { MESSAGE_SETS } from '../shared/messageSets';

describe('the game’s title in shared messages', () => {
	it('gives game titles their article: « des Royaumes Sauvages », and plural agreement', () => {
		const set = MESSAGE_SETS.find((s) => s.owner === 'shared')!;
		const t = translator(set.compiled.fr, 'fr');
		expect(t('offline.update', { game: t.noun('game.animal-kingdoms') })).toBe('Mettre à jour la copie hors ligne des Royaumes Sauvages');
		expect(t('offline.make', { game: t.noun('game.animal-kingdoms') })).toBe('Rendre Les Royaumes Sauvages disponibles hors ligne');
		expect(t('offline.make', { game: t.noun('game.wildlife') })).toBe('Rendre WildLife disponible hors ligne');
		expect(t('offline.done', { game: t.noun('game.animal-kingdoms') })).toBe(
			'Les règles des Royaumes Sauvages sont disponibles hors ligne en français sur cet appareil.',
		);
	});
});
