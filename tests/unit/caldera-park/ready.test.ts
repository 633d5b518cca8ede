/**
 * Caldera Park's "Ready for game night?" (issue 22), by the kit's pattern (tests/unit/shared/readyHarness.ts):
 * 1,000 sets from fixed seeds, legal positions, one right answer set, and the answers recomputed
 * here: what each weather token chases written out from the rulebook's weather page, the
 * requirements read off the park's spaces, families found by our own search of the hexes.
 */
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../src/i18n/compiled';
import { setOf } from '../shared/readySets';
import { spaceAt } from '../../../src/machines/caldera-park/park';
import { CALDERA_PARK_READY, type CpQuestion, READY_READINGS } from '../../../src/machines/caldera-park/ready';
import { READINGS } from '../../../src/data/caldera-park/readings';
import type { MsgRef } from '../../../src/machines/shared/ready';
import { tileById } from '../../../src/machines/caldera-park/tiles';
import { checkReadySets, questionKeys } from '../shared/readyHarness';

/** What each token chases (the rulebook's weather tokens); storms flip a tile with exactly that many animals. */
const CHASE: Record<string, { animals: string[]; water: boolean }> = {
	hurricane: { animals: ['eagle', 'moose'], water: true },
	hail: { animals: ['bear', 'wolf'], water: true },
	downpour: { animals: ['goat', 'bison'], water: true },
	blizzard: { animals: ['moose', 'wolf'], water: false },
	heatwave: { animals: ['goat', 'bear'], water: false },
	fog: { animals: ['eagle', 'bison'], water: false },
};
const STORM: Record<string, number> = { storm1: 1, storm2: 2, storm3: 3 };
const NEAR = [
	[1, 0],
	[-1, 0],
	[0, 1],
	[0, -1],
	[1, -1],
	[-1, 1],
] as const;
const around = (key: string) => {
	const [q, r] = key.split(',').map(Number) as [number, number];
	return NEAR.map(([dq, dr]) => `${q + dq},${r + dr}`);
};

/** The question's own prompt, under the reading mark when there is one. */
const basePrompt = (q: CpQuestion): MsgRef =>
	q.prompt.key === 'rd.reading.prompt' ? ((q.prompt.params as Record<string, unknown>)['question'] as { msg: MsgRef }).msg : q.prompt;
const promptParam = (q: CpQuestion, name: string) => basePrompt(q).params![name] as string;

/** The readings of the rulings, as this test states them: ours (the site's) and the other one. */
type Readings = { hurricaneWater: boolean; sunBefore: boolean };
const OURS: Readings = { hurricaneWater: true, sunBefore: true };

function flips(q: CpQuestion, readings: Readings = OURS): string[] {
	const p = q.position.parks[0]!;
	const token = p.weather[q.position.focus!]!;
	return (q.position.candidates ?? []).filter((k) => {
		if (!around(q.position.focus!).includes(k)) return false;
		const tile = tileById(p.tiles[k]!);
		const animals = Object.values(tile.animals).reduce((a, b) => a + (b ?? 0), 0);
		if (token in STORM) return animals === STORM[token];
		const c = CHASE[token]!;
		const water = c.water && (token !== 'hurricane' || readings.hurricaneWater);
		return c.animals.some((s) => (tile.animals[s as 'goat'] ?? 0) > 0) || (water && tile.water > 0);
	});
}

function places(q: CpQuestion): string[] {
	const p = q.position.parks[0]!;
	const req = promptParam(q, 'req');
	const fits = (key: string) => {
		const s = spaceAt(p.park, key)!;
		if (s.kind !== 'landscape') return false;
		if (req === 'river') return Boolean(s.river);
		if (req === 'waterfall') return Boolean(s.waterfall);
		if (req === 'geyser' || req === 'volcano') return around(key).some((n) => spaceAt(p.park, n)?.kind === req);
		return s.terrain === req;
	};
	const free = p.park.spaces.filter((s) => s.kind === 'landscape' && !p.tiles[s.key]).map((s) => s.key);
	const ok = free.some(fits) ? free.filter(fits) : free;
	return (q.position.candidates ?? []).filter((k) => ok.includes(k));
}

/**
 * Families of a species by our own flood fill: (animals + 1 if next to the Sun) × watering holes;
 * under the other reading of the Sun, animals × watering holes + 1. Without water, 0 either way (L469).
 */
function ownFamilies(q: CpQuestion, readings: Readings = OURS): { keys: string[]; points: number }[] {
	const p = q.position.parks[0]!;
	const species = promptParam(q, 'species') as 'goat';
	const sun = Object.entries(p.weather).find(([, w]) => w === 'sun')?.[0];
	const has = (k: string) => p.tiles[k] !== undefined && (tileById(p.tiles[k]!).animals[species] ?? 0) > 0;
	const seen = new Set<string>();
	const out: { keys: string[]; points: number }[] = [];
	for (const start of Object.keys(p.tiles).filter(has)) {
		if (seen.has(start)) continue;
		const keys = [start];
		seen.add(start);
		for (let i = 0; i < keys.length; i++)
			for (const n of around(keys[i]!))
				if (has(n) && !seen.has(n)) {
					seen.add(n);
					keys.push(n);
				}
		const animals = keys.reduce((a, k) => a + (tileById(p.tiles[k]!).animals[species] ?? 0), 0);
		const water = keys.reduce((a, k) => a + tileById(p.tiles[k]!).water, 0);
		const bonus = sun && keys.some((k) => around(sun).includes(k)) ? 1 : 0;
		out.push({ keys, points: water === 0 ? 0 : readings.sunBefore ? (animals + bonus) * water : animals * water + bonus });
	}
	return out;
}

function independent(q: CpQuestion, readings: Readings = OURS): string[] | undefined {
	switch (q.kind) {
		case 'weather-flips':
			return flips(q, readings);
		case 'placement':
			return places(q);
		case 'family-points':
			return [String(Math.max(0, ...ownFamilies(q, readings).map((f) => f.points)))];
		case 'family-tiles': {
			const fams = ownFamilies(q, readings);
			const best = Math.max(...fams.map((f) => f.points));
			const top = fams.filter((f) => f.points === best);
			// Two best families: no one right set under that reading.
			return top.length === 1 ? top[0]!.keys.filter((k) => q.choices.some((c) => c.id === k)) : ['(a tie)'];
		}
	}
	return undefined;
}

/** Each listed reading a self-check answer can hang on, and the other reading, as this test states it. */
const OTHER: Record<string, Readings> = {
	'hurricane-point': { ...OURS, hurricaneWater: false },
	'sun-then-multiply': { ...OURS, sunBefore: false },
};

describe('Caldera Park: ready for game night?', () => {
	it('1,000 sets: legal positions, one right answer set, the engine agrees with an independent computation', () => {
		const { kinds, independent: checked } = checkReadySets(CALDERA_PARK_READY, { independent, minKinds: 4 });
		expect(Object.keys(kinds).sort()).toEqual(Object.keys(CALDERA_PARK_READY.kinds).sort());
		for (const kind of Object.keys(kinds)) expect(checked[kind], `${kind} checked independently`).toBe(kinds[kind]);
	}, 120_000);

	it('over 1,000 seeds, every question whose answer changes with a reading names it in its prompt and links its ruling; no other does', () => {
		const ids = READINGS.map((r) => r.id);
		for (const listed of Object.values(READY_READINGS)) for (const id of listed) expect(ids).toContain(id);
		const marked: Record<string, number> = {};
		const depends: Record<string, number> = {};
		let total = 0;
		for (let seed = 1; seed <= 1000; seed++)
			for (const q of setOf(CALDERA_PARK_READY, seed)) {
				total++;
				const ours = [...independent(q)!].sort();
				expect(ours, `seed ${seed} ${q.kind}`).toEqual([...q.right].sort());
				const changed = Object.keys(OTHER).filter((id) => JSON.stringify([...independent(q, OTHER[id])!].sort()) !== JSON.stringify(ours));
				expect(changed.length, `seed ${seed} ${q.kind}: depends on two readings at once`).toBeLessThanOrEqual(1);
				const id = changed[0];
				if (id) {
					depends[`${q.kind} ${id}`] = (depends[`${q.kind} ${id}`] ?? 0) + 1;
					expect(READY_READINGS[q.kind], `${q.kind}: the generator knows it depends on ${id}`).toContain(id);
					expect(q.prompt.key, `seed ${seed} ${q.kind}: answer changes under ${id}, the prompt must name it`).toBe('rd.reading.prompt');
					expect(((q.prompt.params as Record<string, unknown>)['reading'] as { msg: MsgRef }).msg.key).toBe(`rd.reading.${id}`);
					expect(q.reading, `seed ${seed} ${q.kind}: the ruling is linked`).toBe(id);
					marked[q.kind] = (marked[q.kind] ?? 0) + 1;
				} else {
					expect(q.prompt.key, `seed ${seed} ${q.kind}: marked although no reading changes it`).not.toBe('rd.reading.prompt');
					expect(q.reading).toBeUndefined();
				}
			}
		// Both readings do come up (the test would pass on a generator that never draws them otherwise).
		expect(Object.keys(depends)).toEqual(expect.arrayContaining(['family-points sun-then-multiply', 'weather-flips hurricane-point']));
		expect(total).toBeGreaterThan(10_000);
		console.info('caldera-park readings:', { total, depends, marked });
	}, 120_000);

	it('every message a question uses exists in both languages', () => {
		const fr = compiledGame('caldera-park', 'fr');
		const en = compiledGame('caldera-park', 'en');
		const missing = new Set<string>();
		for (let seed = 1; seed <= 200; seed++)
			for (const q of setOf(CALDERA_PARK_READY, seed)) for (const k of questionKeys(q)) if (!(k in fr) || !(k in en)) missing.add(k);
		expect([...missing]).toEqual([]);
	});
});
