import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { COMMON } from '../../../src/i18n/common';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage, translator } from '../../../src/i18n/format';
import { LOCALES } from '../../../src/i18n/paths';
import { WILDLIFE_STRINGS } from '../../../src/i18n/wildlife';
import { WILDLIFE_COMPILED } from '../../../src/i18n/wildlife/compiled';

/** Every file under a folder. */
function files(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? files(p) : [p];
	});
}

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

/**
 * Refusal keys WildLife's rules and machines can produce: `refuse('key'`, `no('key'` and `key: 'x.y'`
 * in src/machines/wildlife and src/machines/shared (each other game checks its own keys against its
 * own strings, in tests/unit/<game>/).
 */
function producedKeys(): string[] {
	const keys = new Set<string>();
	for (const f of [...files('src/machines/wildlife'), ...files('src/machines/shared')]) {
		if (!f.endsWith('.ts')) continue;
		const src = readFileSync(f, 'utf8');
		for (const m of src.matchAll(/\b(?:refuse|no)\(\s*'([\w.-]+)'/g)) keys.add(m[1]!);
		for (const m of src.matchAll(/\bkey:\s*'([\w-]+\.[\w.-]+)'/g)) keys.add(m[1]!);
		for (const m of src.matchAll(/\?\s*'([\w-]+\.[\w.-]+)'\s*:\s*'([\w-]+\.[\w.-]+)'/g)) keys.add(m[1]!).add(m[2]!);
	}
	return [...keys].sort();
}

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
