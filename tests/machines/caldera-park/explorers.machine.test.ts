import { describe, expect, it } from 'vitest';
import { familiesExample, weatherExample } from '../../../src/machines/caldera-park/examples/explorers';
import { familiesMachine } from '../../../src/machines/caldera-park/families.machine';
import { weatherMachine } from '../../../src/machines/caldera-park/weather.machine';
import { replayAll } from '../../../src/machines/shared/replay';
import { WEATHERS } from '../../../src/machines/caldera-park/scoring';

describe('weather explorer: each token on the same space, what flips and why', () => {
	const ex = weatherExample();
	const snaps = replayAll(
		weatherMachine,
		ex.input,
		ex.steps.flatMap((s) => (s.event ? [s.event] : [])),
	);
	const flipsFor = (w: string) => snaps[WEATHERS.indexOf(w as never) + 1]!.context.flips;
	it('the Sun flips nothing', () => expect(flipsFor('sun')).toEqual([]));
	it('hurricane: eagle, moose or water', () =>
		expect(
			flipsFor('hurricane')
				.map((f) => f.key)
				.sort(),
		).toEqual(['1,0', '1,2', '2,0']));
	it('hail: bear, wolf or water', () =>
		expect(
			flipsFor('hail')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,1', '1,0', '1,2', '2,0']));
	it('downpour: goat, bison or water', () =>
		expect(
			flipsFor('downpour')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,2', '1,0', '1,2', '2,1']));
	it('blizzard: moose or wolf, water does not matter', () =>
		expect(
			flipsFor('blizzard')
				.map((f) => f.key)
				.sort(),
		).toEqual(['1,2', '2,0']));
	it('heatwave: goat or bear', () =>
		expect(
			flipsFor('heatwave')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,1', '2,1']));
	it('fog: eagle or bison', () =>
		expect(
			flipsFor('fog')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,2', '1,0']));
	it('storms: exactly as many animals as clouds', () => {
		expect(flipsFor('storm1').map((f) => f.key)).toEqual(['1,0']);
		expect(
			flipsFor('storm2')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,1', '1,2', '2,0']);
		expect(
			flipsFor('storm3')
				.map((f) => f.key)
				.sort(),
		).toEqual(['0,2', '2,1']);
	});
});

describe('families explorer (wolves)', () => {
	const ex = familiesExample();
	const snaps = replayAll(
		familiesMachine,
		ex.input,
		ex.steps.flatMap((s) => (s.event ? [s.event] : [])),
	);
	const best = (i: number) => {
		const c = snaps[i]!.context;
		return c.best < 0 ? 0 : c.families[c.best]!.points;
	};
	it('two families; the big one, 8 wolves × 2 water points, counts: 16', () => {
		expect(snaps[1]!.context.families.map((f) => [f.animals, f.water])).toEqual(
			expect.arrayContaining([
				[8, 2],
				[1, 0],
			]),
		);
		expect(best(1)).toBe(16);
	});
	it('flipping the middle tile splits the family: 4 wolves × 1 = 4', () => {
		expect(snaps[2]!.context.flipped).toEqual(['3,1']);
		expect(best(2)).toBe(4);
	});
	it('the Sun next to it adds one animal before multiplying: 5', () => expect(best(3)).toBe(5));
});
