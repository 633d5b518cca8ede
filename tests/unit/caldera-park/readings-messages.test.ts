/**
 * Readings in widget messages (issue 18): every message src/data/caldera-park/readings.ts lists as
 * stating a reading exists and carries the mark's words in both languages (« notre lecture »,
 * "our reading"); and no other message of the game states a reading without them (each reading's
 * page wording, `says`, matched against every message).
 */
import { describe, expect, it } from 'vitest';
import { READINGS } from '../../../src/data/caldera-park/readings';
import { READING_MARK } from '../../../src/data/readings';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';

describe.each(LOCALES)('Caldera Park widget messages that state a reading (%s)', (lang) => {
	const sources = gameSources('caldera-park', lang);
	const text = (key: string) => (typeof sources[key] === 'string' ? (sources[key] as string) : '');
	it.each(READINGS.flatMap((r) => (r.messages ?? []).map((key) => [r.id, key] as const)))('%s: %s carries the mark', (_id, key) => {
		expect(key in sources, `${key} is a message of the game`).toBe(true);
		expect(text(key).toLowerCase()).toContain(READING_MARK[lang]);
	});
	it('no message states one without the mark', () => {
		const unmarked = READINGS.flatMap((r) =>
			Object.keys(sources).flatMap((key) => {
				const t = text(key);
				if (!t || t.toLowerCase().includes(READING_MARK[lang])) return [];
				return r.says[lang].some((p) => new RegExp(p, 'iu').test(t)) ? [`${r.id}: ${key} « ${t} »`] : [];
			}),
		);
		expect(unmarked).toEqual([]);
	});
});
