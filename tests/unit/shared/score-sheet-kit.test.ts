// The score-sheet kit (issue 30): the URL cells a person can write by hand, the players, the
// device's copy, and the table's names as nouns. Game-free: each game's sheet has its own tests.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
	loadStored,
	readPlayers,
	readRow,
	saveStored,
	sheetStorageKey,
	typedNoun,
	writePlayers,
	writeQuery,
	writeRow,
} from '../../../src/components/shared/sheetFormat';

describe('rows of cells', () => {
	it('writes what was typed, commas between, empty cells empty, nothing for an empty row', () => {
		expect(writeRow(['2', '', '1', '0'])).toBe('2,,1,0');
		expect(writeRow(['', '', ''])).toBe('');
		expect(writeRow(['1,2', ' 3 '])).toBe('12,3');
	});
	it('reads a row back at the table’s size', () => {
		expect(readRow('2,,1', 4)).toEqual(['2', '', '1', '']);
		expect(readRow('1,2,3,4,5', 2)).toEqual(['1', '2']);
		expect(readRow(null, 3)).toEqual(['', '', '']);
	});
	it('(property) any row survives writing then reading', () => {
		fc.assert(
			fc.property(fc.array(fc.oneof(fc.constant(''), fc.nat(99).map(String), fc.constant('-3')), { minLength: 2, maxLength: 6 }), (cells) => {
				const written = writeRow(cells);
				expect(readRow(written, cells.length)).toEqual(cells);
			}),
		);
	});
});

describe('players', () => {
	it('p=4 is four default seats; names keep their order and an empty one its default', () => {
		expect(readPlayers('4', 2, 5)).toEqual(['', '', '', '']);
		expect(readPlayers('Anna,Bruno,,Dana', 2, 5)).toEqual(['Anna', 'Bruno', '', 'Dana']);
		expect(writePlayers(['', '', ''])).toBe('3');
		expect(writePlayers(['Anna', '', 'Chloé'])).toBe('Anna,,Chloé');
	});
	it('keeps the count the game allows', () => {
		expect(readPlayers('9', 2, 5)).toHaveLength(5);
		expect(readPlayers('Solo', 2, 5)).toEqual(['Solo', '']);
		expect(readPlayers('', 2, 5)).toHaveLength(2);
	});
	it('(property) names without commas survive the URL', () => {
		const name = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.replace(/,/g, '').trim());
		fc.assert(
			fc.property(fc.array(name, { minLength: 2, maxLength: 5 }), (names) => {
				const q = new URLSearchParams(writeQuery([['p', writePlayers(names)]]));
				expect(readPlayers(q.get('p'), 2, 5)).toEqual(names.every((n) => n === '') ? names.map(() => '') : names);
			}),
		);
	});
});

describe('the query', () => {
	it('leaves empty keys out, and commas and colons readable', () => {
		expect(
			writeQuery([
				['p', '4'],
				['a1k8', '8:2,2,3,1'],
				['a1r', ''],
			]),
		).toBe('?p=4&a1k8=8:2,2,3,1');
		expect(writeQuery([])).toBe('');
		expect(writeQuery([['p', 'Zoé & Léa']])).toBe('?p=Zo%C3%A9%20%26%20L%C3%A9a');
	});
});

describe('the device’s copy', () => {
	const store = new Map<string, string>();
	const fake = {
		getItem: (k: string) => store.get(k) ?? null,
		setItem: (k: string, v: string) => void store.set(k, v),
		removeItem: (k: string) => void store.delete(k),
	};
	afterEach(() => {
		store.clear();
		Reflect.deleteProperty(globalThis, 'localStorage');
	});
	it('is scoped by game and base, like the site’s other keys', () => {
		expect(sheetStorageKey('g', '/')).toBe('rap:/sheet:g');
		expect(sheetStorageKey('g', '/rules-at-play/')).toBe('rap:/rules-at-play/sheet:g');
	});
	it('keeps the search string, and an empty sheet removes it (a new count)', () => {
		Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
		saveStored('k', '?p=3&f=1,2,3');
		expect(loadStored('k')).toBe('?p=3&f=1,2,3');
		saveStored('k', '');
		expect(loadStored('k')).toBeNull();
		store.set('k', '{"old":1}');
		expect(loadStored('k')).toBeNull();
	});
	it('refused storage loses nothing but the copy: no throw', () => {
		Object.defineProperty(globalThis, 'localStorage', {
			get() {
				throw new Error('SecurityError');
			},
			configurable: true,
		});
		expect(() => saveStored('k', '?p=2')).not.toThrow();
		expect(loadStored('k')).toBeNull();
	});
});

describe('typed names as nouns', () => {
	it('elides in French, and takes « à »', () => {
		expect(typedNoun('Anna', 'fr').of).toBe('d’Anna');
		expect(typedNoun('Bruno', 'fr').of).toBe('de Bruno');
		expect(typedNoun('Hélène', 'fr').of).toBe('d’Hélène');
		expect(typedNoun('Yann', 'fr').of).toBe('de Yann');
		expect(typedNoun('Anna', 'fr').to).toBe('à Anna');
		expect(typedNoun('Anna', 'en').s).toBe('Anna');
	});
});
