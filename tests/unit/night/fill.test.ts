// Game-night strings name the game in a sentence: in French, « de » or « à » before a name that
// starts with an article contracts (« les règles des Royaumes Sauvages », never « de Les »).
import { describe, expect, it } from 'vitest';
import { fill, NIGHT_MESSAGES } from '../../../src/i18n/night';

describe('fill', () => {
	it('puts the name in a French sentence with the contraction French requires', () => {
		expect(fill(NIGHT_MESSAGES.fr.searchLabel, { game: 'Les Royaumes Sauvages' })).toBe('Chercher dans les règles des Royaumes Sauvages');
		expect(fill(NIGHT_MESSAGES.fr.offlineUpdate, { game: 'Les Royaumes Sauvages' })).toBe('Mettre à jour la copie hors ligne des Royaumes Sauvages');
		expect(fill('Bienvenue à {game}', { game: 'Les Royaumes Sauvages' })).toBe('Bienvenue aux Royaumes Sauvages');
		expect(fill('La règle de {game}', { game: 'Le Petit Jeu' })).toBe('La règle du Petit Jeu');
	});
	it('leaves names without an article, and other words, as they are', () => {
		expect(fill(NIGHT_MESSAGES.fr.searchLabel, { game: 'WildLife' })).toBe('Chercher dans les règles de WildLife');
		expect(fill(NIGHT_MESSAGES.fr.offlineMake, { game: 'Les Royaumes Sauvages' })).toBe('Rendre Les Royaumes Sauvages disponible hors ligne');
		expect(fill('Mode {game}', { game: 'Les Royaumes Sauvages' })).toBe('Mode Les Royaumes Sauvages');
		expect(fill('Un jeu de {game}', { game: 'Lesotho' })).toBe('Un jeu de Lesotho');
		expect(fill(NIGHT_MESSAGES.en.searchLabel, { game: 'Animal Kingdoms' })).toBe('Search the rules of Animal Kingdoms');
		expect(fill('{done} de {total}', { done: 3, total: 9 })).toBe('3 de 9');
		expect(fill('sans {x}', {})).toBe('sans {x}');
	});
});
