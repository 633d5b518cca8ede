import { describe, expect, it } from 'vitest';
import { setupExample } from '../../../src/machines/caldera-park/examples/setup';
import { TEACHING_GEYSER_PARK, parkNeighbours, TEACHING_PARK } from '../../../src/machines/caldera-park/park';
import { nextWeatherSpace, soloBand } from '../../../src/machines/caldera-park/round';
import { PLAYER_COUNTS } from '../../../src/machines/caldera-park/setup';
import { setupMachine } from '../../../src/machines/caldera-park/setup.machine';
import { replay } from '../../../src/machines/shared/replay';

describe('set-up (rulebook, setting up)', () => {
	for (const n of PLAYER_COUNTS)
		for (const side of ['caldera', 'geysers'] as const) {
			const ex = setupExample(n, side);
			const end = replay(
				setupMachine,
				ex.input,
				ex.steps.flatMap((s) => (s.event ? [s.event] : [])),
			);
			it(`${n} player(s), ${side}: 7 tiles shown and 28 in reserve; Sun up, 5 face down, 4 boxed; first weather; action tokens; marmot`, () => {
				expect(end.value).toBe('ready');
				for (const p of end.context.players) {
					expect(p.display).toHaveLength(7);
					expect(p.reserve).toBe(28);
					const placed = Object.values(p.weather);
					if (side === 'caldera') {
						expect(placed).toHaveLength(1);
						expect((p.sun ? 1 : 0) + p.hidden.length).toBe(5);
						expect(p.boxed).toHaveLength(4);
					} else {
						expect(placed).toHaveLength(2);
						expect(Object.keys(p.weather)).toContain(TEACHING_GEYSER_PARK.middleWeather);
						expect((p.sun ? 1 : 0) + p.hidden.length).toBe(6);
						expect(p.boxed).toHaveLength(2);
					}
				}
				if (n === 1) {
					expect(end.context.row).toEqual([]);
					expect(end.context.stack).toHaveLength(7);
				} else expect(end.context.row.at(-1)).toBe('water');
				expect(end.context.marmot).toBe('A');
			});
		}
});

describe('round frame', () => {
	it('the forecast goes on the next weather space clockwise, skipping none', () => {
		expect(nextWeatherSpace(TEACHING_PARK, ['6,0'])).toBe('6,3');
		expect(nextWeatherSpace(TEACHING_PARK, ['-1,3'])).toBe('2,0');
		expect(nextWeatherSpace(TEACHING_GEYSER_PARK, ['3,2', '7,2'])).toBe('5,4');
	});
	it('solo rating bands: under 80, 80+, 110+, 140+, 165+, 185+, 205+, 220+', () => {
		expect([0, 79, 80, 109, 110, 134, 140, 165, 184, 185, 205, 219, 220, 300].map(soloBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 7]);
	});
	it('the Geyser park: six geysers, each with exactly three landscape neighbours; the river side: geysers with six', () => {
		const g = TEACHING_GEYSER_PARK.spaces.filter((s) => s.kind === 'geyser');
		expect(g.length).toBeGreaterThan(3);
		for (const s of g) expect(parkNeighbours(TEACHING_GEYSER_PARK, s.key).filter((n) => n.kind === 'landscape')).toHaveLength(3);
		for (const s of TEACHING_PARK.spaces.filter((x) => x.kind === 'geyser'))
			expect(parkNeighbours(TEACHING_PARK, s.key).filter((n) => n.kind === 'landscape')).toHaveLength(6);
	});
	it('the teaching park keeps the known counts: 52 hexes, 6 weather spaces, 6 waterfalls, 14 of each terrain', () => {
		const l = TEACHING_PARK.spaces;
		expect(l).toHaveLength(52);
		expect(l.filter((s) => s.kind === 'weather')).toHaveLength(6);
		expect(l.filter((s) => s.waterfall)).toHaveLength(6);
		for (const t of ['mountain', 'prairie', 'forest']) expect(l.filter((s) => s.terrain === t)).toHaveLength(14);
	});
});
