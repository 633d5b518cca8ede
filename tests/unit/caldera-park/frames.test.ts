import { describe, expect, it } from 'vitest';
import { familiesFrames, finalFrames, setupFrames, turnFrames, weatherFrames } from '../../../src/components/caldera-park/frames';
import { framesSnaps } from '../../../src/machines/shared/guided';
import { familiesExample, weatherExample } from '../../../src/machines/caldera-park/examples/explorers';
import { finalExample } from '../../../src/machines/caldera-park/examples/mia';
import { turnExample } from '../../../src/machines/caldera-park/examples/turn';
import { familiesMachine } from '../../../src/machines/caldera-park/families.machine';
import { finalScoringMachine } from '../../../src/machines/caldera-park/finalScoring.machine';
import { turnMachine } from '../../../src/machines/caldera-park/turn.machine';
import { weatherMachine } from '../../../src/machines/caldera-park/weather.machine';
import { replayAll } from '../../../src/machines/shared/replay';

const events = <E>(steps: readonly { event: E | null }[]) => steps.flatMap((s) => (s.event ? [s.event] : []));
const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('Caldera Park guided frames equal a fresh replay through the machines', () => {
	it('final scoring', () => {
		const ex = finalExample();
		expect(framesSnaps(finalFrames()).map((s) => s.context)).toEqual(replayAll(finalScoringMachine, ex.input, events(ex.steps)).map((s) => plain(s.context)));
	});
	it('weather and families explorers', () => {
		const w = weatherExample();
		expect(framesSnaps(weatherFrames()).map((s) => s.value)).toEqual(replayAll(weatherMachine, w.input, events(w.steps)).map((s) => s.value));
		expect(framesSnaps(weatherFrames()).map((s) => s.context.flips)).toEqual(
			replayAll(weatherMachine, w.input, events(w.steps)).map((s) => plain(s.context.flips)),
		);
		const f = familiesExample();
		expect(framesSnaps(familiesFrames()).map((s) => s.context.families)).toEqual(
			replayAll(familiesMachine, f.input, events(f.steps)).map((s) => plain(s.context.families)),
		);
	});
	it('action turn (reserves dropped: the widget never draws them)', () => {
		const ex = turnExample();
		const fresh = replayAll(turnMachine, ex.input, events(ex.steps));
		const frames = framesSnaps(turnFrames());
		expect(frames.map((s) => s.value)).toEqual(fresh.map((s) => s.value));
		expect(frames.map((s) => s.context.players.map((p) => p.display))).toEqual(fresh.map((s) => plain(s.context.players.map((p) => p.display))));
		expect(frames.map((s) => s.context.players.map((p) => p.reserve.length))).toEqual(fresh.map(() => [0, 0, 0]));
	});
	it('set-up: all 8 variants (1–4 players, both sides)', () => {
		expect(Object.keys(setupFrames()).sort()).toEqual(['1-caldera', '1-geysers', '2-caldera', '2-geysers', '3-caldera', '3-geysers', '4-caldera', '4-geysers']);
	});
});
