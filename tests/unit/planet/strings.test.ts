// Planet's widget strings: the same keys in both languages, every message valid ICU MessageFormat
// (our formatter agreeing with @messageformat/core), the site's typography, and every key a widget
// or a rule asks for present.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage } from '../../../src/i18n/format';
import { PLANET_STRINGS } from '../../../src/i18n/planet/strings';
import { typo } from '../../../src/i18n/typography.mjs';

const root = join(__dirname, '../../..');
const sources = (dir: string): string[] =>
	readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [readFileSync(join(root, dir, d.name), 'utf8')] : []));

describe('Planet strings', () => {
	it('have the same keys in French and English', () => {
		expect(Object.keys(PLANET_STRINGS.fr).sort()).toEqual(Object.keys(PLANET_STRINGS.en).sort());
	});
	it('compile, and format as @messageformat/core does', () => {
		for (const lang of ['fr', 'en'] as const) {
			const mf = new MessageFormat(lang, { strict: false });
			for (const [key, source] of Object.entries(PLANET_STRINGS[lang])) {
				const compiled = compileMessage(source, key);
				for (const n of [0, 1, 2, 5]) {
					const params: Record<string, string | number> = {};
					for (const m of source.matchAll(/\{\s*(\w+)/g)) params[m[1]!] = n;
					expect(formatMessage(compiled, params, lang), `${lang} ${key}`).toBe(String(mf.compile(source)(params)));
				}
			}
		}
	});
	it('follow the site’s typography', () => {
		for (const lang of ['fr', 'en'] as const) for (const [key, source] of Object.entries(PLANET_STRINGS[lang])) expect(typo(source, lang), key).toBe(source);
	});
	it('hold every key the rules and the widgets ask for', () => {
		const code = [...sources('src/machines/planet'), ...sources('src/components/planet')].join('\n');
		const keys = new Set([...code.matchAll(/['`]((?:planet|award|end|regions|stacks|globe|net|face|terrain|animal|card|teaching|pronoun)\.[\w.]+)['`]/g)].map((m) => m[1]!));
		for (const m of code.matchAll(/page: '([\w-]+)', anchor: '([\w-]+)'/g)) keys.add(`rule.${m[1]}.${m[2]}`);
		const missing = [...keys].filter((k) => !(k in PLANET_STRINGS.en) && !k.endsWith('.'));
		expect(missing).toEqual([]);
	});
});
