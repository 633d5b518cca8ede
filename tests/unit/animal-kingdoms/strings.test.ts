/**
 * Animal Kingdoms messages: the site's typography in both languages, every narration of every guided
 * example and every refusal the rules can give has a message, every rule link has a title, and the
 * build-time frames are a fresh replay of each example.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageFrames, battleFrames, decreeFrames, endOfAgeFrames, soloFrames } from '../../../src/components/animal-kingdoms/frames';
import { guidedFrames } from '../../../src/components/shared/guidedFrames';
import { ANIMAL_KINGDOMS_COMPILED } from '../../../src/i18n/animal-kingdoms/compiled';
import { ANIMAL_KINGDOMS_STRINGS } from '../../../src/i18n/animal-kingdoms/strings';
import { LOCALES } from '../../../src/i18n/paths';
import { typo } from '../../../src/i18n/typography.mjs';
import { ageMachine } from '../../../src/machines/animal-kingdoms/age.machine';
import { ageExample } from '../../../src/machines/animal-kingdoms/examples/age';
import { endOfAgeExample } from '../../../src/machines/animal-kingdoms/examples/endOfAge';

const root = join(__dirname, '../../..');
const machineDir = join(root, 'src/machines/animal-kingdoms');
const sources = [...readdirSync(machineDir).map((f) => join(machineDir, f)), ...readdirSync(join(machineDir, 'examples')).map((f) => join(machineDir, 'examples', f))]
	.filter((f) => f.endsWith('.ts'))
	.map((f) => readFileSync(f, 'utf8'))
	.join('\n');

describe.each(LOCALES)('%s messages', (lang) => {
	const strings = ANIMAL_KINGDOMS_STRINGS[lang];
	it('follow the language’s typography, with one apostrophe and one quote style', () => {
		const bad = Object.entries(strings)
			.filter(([, text]) => typo(text, lang) !== text || /['"]/.test(text) || (lang === 'en' && /[«»]/.test(text)))
			.map(([key, text]) => `${key}: ${text}`);
		expect(bad).toEqual([]);
	});
	it('every narration key of the examples and every refusal key of the rules exists', () => {
		const keys = new Set([...sources.matchAll(/narration: '([^']+)'/g), ...sources.matchAll(/(?:refuse\(|key: )'([a-z][\w.]+)'/g)].map((m) => m[1]!));
		const decreeKeys = [...sources.matchAll(/deny\('(\w+)'/g)].map((m) => `decree.refused.${m[1]}`);
		const missing = [...keys, ...decreeKeys].filter((k) => !(k in strings));
		expect(missing).toEqual([]);
	});
	it('every rule link a rule can give has a title (rule.<page>.<anchor>)', () => {
		const refs = [...sources.matchAll(/\{\s*page:\s*'([^']+)',\s*anchor:\s*'([^']+)'\s*\}/g)].map((m) => `rule.${m[1]}.${m[2]}`);
		expect(refs.length).toBeGreaterThan(5);
		expect([...new Set(refs)].filter((k) => !(k in strings))).toEqual([]);
	});
	it('compile (ICU)', () => {
		expect(Object.keys(ANIMAL_KINGDOMS_COMPILED[lang]).length).toBe(Object.keys(strings).length);
	});
});

describe('build-time frames', () => {
	it('equal a fresh replay of each guided example', () => {
		expect(JSON.stringify(ageFrames())).toBe(JSON.stringify(guidedFrames(ageMachine, ageExample(), (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }))));
		for (const f of [ageFrames(), battleFrames(), decreeFrames(), endOfAgeFrames(), soloFrames()]) {
			expect(f.patches.length).toBe(f.steps.filter((s) => s.event).length);
		}
		expect(endOfAgeFrames().steps).toEqual(endOfAgeExample().steps);
	});
	it('leave the example input and the draw pile out of the page', () => {
		const json = JSON.stringify(endOfAgeFrames());
		expect(json).not.toContain('"input"');
		expect(json).not.toContain('"capitalOrder":["B","C","A"],"firstPlayer"');
	});
});
