import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { COMMON } from '../../../src/i18n/common';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage, translator } from '../../../src/i18n/format';
import { LOCALES } from '../../../src/i18n/paths';
import { WILDLIFE_STRINGS } from '../../../src/i18n/wildlife';
import { WILDLIFE_COMPILED } from '../../../src/i18n/wildlife/compiled';
import { files, producedKeys } from './refusalKeys';

/** Sample params: a number for every argument (so plurals run), a terrain or a letter where the name says so. */
function sampleParams(source: string, n: number): Record<string, string | number> {
	const out: Record<string, string | number> = {};
	for (const m of source.matchAll(/\{\s*(\w+)/g)) {
		const name = m[1]!;
		out[name] = name === 'terrain' ? 'water' : name === 'letter' ? 'B' : n;
	}
	return out;
}

describe('messages are ICU MessageFormat', () => {
	it('every message compiles, and our formatter agrees with @messageformat/core on sample params', () => {
		for (const lang of LOCALES) {
			const mf = new MessageFormat(lang, { strict: false });
			for (const [key, source] of Object.entries({ ...COMMON[lang], ...WILDLIFE_STRINGS[lang] })) {
				const compiled = compileMessage(source, key);
				for (const n of [0, 1, 2, 5]) {
					const params = sampleParams(source, n);
					expect(formatMessage(compiled, params, lang), `${lang} ${key} n=${n}`).toBe(mf.compile(source)(params));
				}
			}
		}
	});
	it('shared widget strings stay plain (the shell formats them without compiling)', () => {
		for (const lang of LOCALES) for (const [key, source] of Object.entries(COMMON[lang])) expect(typeof compileMessage(source, key), key).toBe('string');
	});
	it('reads real plurals with each language’s rules', () => {
		const fr = translator(WILDLIFE_COMPILED.fr, 'fr');
		const en = translator(WILDLIFE_COMPILED.en, 'en');
		expect(fr('cards.change.spaces', { n: 0 })).toBe('0 case');
		expect(en('cards.change.spaces', { n: 0 })).toBe('0 spaces');
		expect(fr('cards.change.spaces', { n: 2 })).toBe('2 cases');
		expect(fr('cards.change.food', { n: 3 })).toBe('3 points de nourriture');
	});
	it('names players by first names and gives terrains their articles', () => {
		const fr = translator(WILDLIFE_COMPILED.fr, 'fr');
		const en = translator(WILDLIFE_COMPILED.en, 'en');
		expect(fr('player.name', { letter: 'C' })).toBe('Chloé');
		expect(fr('player.piece', { letter: 'A' })).toBe('pion d’Anna');
		expect(fr('player.piece', { letter: 'B' })).toBe('pion de Bruno');
		expect(en('player.piece', { letter: 'B' })).toBe('Bruno’s piece');
		expect(fr('terrain.in', { terrain: 'water' })).toBe('dans l’eau');
		expect(fr('terrain.of', { terrain: 'desert' })).toBe('du désert');
		expect(fr('terrain.the', { terrain: 'forest' })).toBe('la forêt');
	});
});

describe('contract: every key a rule or a machine can produce has a message', () => {
	const keys = producedKeys();
	it('finds the refusal keys (the scan itself works)', () => {
		expect(keys).toContain('ability.notOwned');
		expect(keys).toContain('turn.gameOver');
		expect(keys).toContain('seed.smallAreaLimit');
		expect(keys.length).toBeGreaterThan(60);
	});
	it.each(LOCALES)('in %s', (lang) => {
		const missing = keys.filter((k) => WILDLIFE_STRINGS[lang][k] === undefined && !(k in COMMON[lang]));
		expect(missing).toEqual([]);
	});
});

describe('contract: every key another game’s rules or machines can produce has a message in that game’s strings', async () => {
	const { GAMES } = await import('../../../src/games');
	for (const game of GAMES) {
		const strings = 'strings' in game ? (game.strings as { module: string; exportName: string } | undefined) : undefined;
		if (game.slug === 'wildlife' || !strings) continue;
		let dir: string[] = [];
		try {
			dir = files(`src/machines/${game.slug}`);
		} catch {
			continue;
		}
		if (dir.length === 0) continue;
		const dict = ((await import(`../../../${strings.module}`)) as Record<string, Record<string, Record<string, unknown>>>)[strings.exportName]!;
		const keys = producedKeys([`src/machines/${game.slug}`]);
		it.each(LOCALES)(`${game.slug} in %s`, (lang) => {
			expect(keys.filter((k) => dict[lang]![k] === undefined && !(k in COMMON[lang]))).toEqual([]);
		});
	}
});
