/**
 * Every guided example of every game (src/components/<slug>/frames.ts `GUIDED`, from the registry):
 * the frames the page hands its island, unpacked as the island unpacks them, equal a fresh replay
 * of the example through the real machine — replay() from the start for each step, not the
 * builder's single run — with the context the page keeps. And every machine of every game has a
 * guided example, so the model-based test (tests/machines/shared/) explores each one.
 */
import { describe, expect, it } from 'vitest';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { replay } from '../../../src/machines/shared/replay';
import { gameGuided, READY_SLUGS } from './guidedSources';

const asPage = <X>(x: X): X => JSON.parse(JSON.stringify(x));

describe.each(READY_SLUGS.map((s) => [s] as const))('%s guided examples', async (slug) => {
	const { guided, machines } = await gameGuided(slug);

	it('have unique ids', () => {
		expect(new Set(guided.map((g) => g.id)).size).toBe(guided.length);
	});

	it('cover every machine of the game', () => {
		const used = new Set(guided.map((g) => g.machine));
		expect(machines.size, `no *.machine.ts under src/machines/${slug}/`).toBeGreaterThan(0);
		expect([...machines].filter(([, m]) => !used.has(m)).map(([name]) => name)).toEqual([]);
	});

	it.each(guided.map((g) => [g.id, g] as const))('%s: the page’s frames equal a fresh replay, step by step', (_id, g) => {
		const example = g.example();
		const frames = unpackFrames(asPage(g.frames()));
		expect(frames).toHaveLength(example.steps.length);
		expect(example.steps.length).toBeGreaterThan(1);
		const events = exampleEvents(example.steps);
		const keep = (s: { value: unknown; context: unknown }) => asPage({ value: s.value, context: g.context(s.context as never) });
		let sent = 0;
		frames.forEach((f, i) => {
			const step = example.steps[i]!;
			const before = replay(g.machine, example.input, events.slice(0, sent));
			if (step.event) sent += 1;
			const after = replay(g.machine, example.input, events.slice(0, sent));
			expect(f.narration, `step ${i}`).toBe(step.narration);
			expect(f.event, `step ${i}`).toEqual(step.event);
			expect(f.next, `step ${i}`).toEqual(example.steps[i + 1]?.event ?? null);
			expect(f.snap, `step ${i}`).toEqual(keep(after));
			expect(f.before, `step ${i}`).toEqual(keep(before));
		});
	});
});
