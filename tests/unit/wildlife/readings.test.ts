/**
 * WildLife's readings in its widget messages (issue 18): every message a reading lists carries the
 * mark words (« notre lecture » / "our reading") in both languages, and every message that carries
 * them is listed under the reading it states, so the list cannot drift from the messages. The pages'
 * side is tests/unit/readings.test.ts; the rulings each reading names exist.
 */
import { describe, expect, it } from 'vitest';
import { READING_MARK } from '../../../src/data/readings';
import { READINGS } from '../../../src/data/wildlife/readings';
import { WILDLIFE_RULINGS } from '../../../src/data/wildlife/rulings';
import { LOCALES } from '../../../src/i18n/paths';
import { PARTS } from '../../../src/i18n/wildlife/messages';

const text = (lang: 'fr' | 'en', key: string): string | undefined => {
	for (const part of PARTS) {
		const v = (part[lang] as Record<string, unknown>)[key];
		if (typeof v === 'string') return v;
	}
	return undefined;
};
const allKeys = [...new Set(PARTS.flatMap((p) => Object.keys(p.fr)))];

describe('WildLife readings in messages', () => {
	it('names only rulings that exist, once each', () => {
		const rulings = new Set(WILDLIFE_RULINGS.map((r) => r.id));
		expect(READINGS.map((r) => r.id).filter((id) => !rulings.has(id))).toEqual([]);
		expect(new Set(READINGS.map((r) => r.id)).size).toBe(READINGS.length);
	});
	it.each(LOCALES.map((l) => [l]))('every listed message carries the mark words (%s)', (lang) => {
		const missing = READINGS.flatMap((r) =>
			(r.messages ?? []).flatMap((key) => {
				const t = text(lang, key);
				if (t === undefined) return [`${r.id}: no message ${key}`];
				return t.toLowerCase().includes(READING_MARK[lang]) ? [] : [`${r.id}: ${key} states the reading without « ${READING_MARK[lang]} »: ${t}`];
			}),
		);
		expect(missing).toEqual([]);
	});
	it.each(LOCALES.map((l) => [l]))('every message with the mark words is listed under a reading (%s)', (lang) => {
		const listed = new Set(READINGS.flatMap((r) => r.messages ?? []));
		const unlisted = allKeys.filter((key) => (text(lang, key) ?? '').toLowerCase().includes(READING_MARK[lang]) && !listed.has(key));
		expect(unlisted).toEqual([]);
	});
});
