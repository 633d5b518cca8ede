import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage, type Params } from '../../../src/i18n/format';
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
});
