/**
 * Every guided example of every game (src/components/<slug>/frames.ts `GUIDED`, from the registry):
 * the frames the page hands its island, unpacked as the island unpacks them, equal a fresh replay
 * of the frames' own events through the real machine — replay() from the start for each step, not
 * the builder's single run — with the context the page keeps; and each narration is a message in
 * both languages. And every machine of every game has a
 * guided example, so the model-based test (tests/machines/shared/) explores each one.
 */
import { describe, expect, it } from 'vitest';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { replay } from '../../../src/machines/shared/replay';
import { gameGuided, READY_SLUGS } from './guidedSources';

const asPage = <X>(x: X): X => JSON.parse(JSON.stringify(x));

describe.each(READY_SLUGS.map((s) => [s] as const))('%s guided examples', async (slug) => {
	const { guided, machines } = await gameGuided(slug);
	const messages = Object.fromEntries(LOCALES.map((l) => [l, gameSources(slug, l)]));

	it('have unique ids', () => {
		expect(new Set(guided.map((g) => g.id)).size).toBe(guided.length);
	});

	it('cover every machine of the game', () => {
		const used = new Set(guided.map((g) => g.machine));
		expect(machines.size, `no *.machine.ts under src/machines/${slug}/`).toBeGreaterThan(0);
		expect([...machines].filter(([, m]) => !used.has(m)).map(([name]) => name)).toEqual([]);
	});

	it.each(guided.map((g) => [g.id, g] as const))('%s: the page’s frames equal a fresh replay of their own events, step by step', (_id, g) => {
		const example = g.example();
		// The built frames, as the page hands them to its island (JSON) and the island unpacks them.
		const frames = unpackFrames(asPage(g.frames()));
		expect(frames).toHaveLength(example.steps.length);
		expect(example.steps.length).toBeGreaterThan(1);
		// The events the frames carry (not the example's), replayed by the engine from the start for each step.
		const events = frames.flatMap((f) => (f.event ? [f.event] : []));
		expect(events.length, 'a guided example sends at least one event').toBeGreaterThan(0);
		const keep = (s: { value: unknown; context: unknown }) => asPage({ value: s.value, context: g.context(s.context as never) });
		let sent = 0;
		frames.forEach((f, i) => {
			const before = replay(g.machine, example.input, events.slice(0, sent));
			if (f.event) sent += 1;
			const after = replay(g.machine, example.input, events.slice(0, sent));
			expect(f.before, `step ${i}`).toEqual(keep(before));
			expect(f.snap, `step ${i}`).toEqual(keep(after));
			// the reader is told what happens: the narration is a message in both languages
			for (const lang of LOCALES) expect(typeof messages[lang]![f.narration], `step ${i}: ${lang} narration ${f.narration}`).toBe('string');
		});
	});
});
