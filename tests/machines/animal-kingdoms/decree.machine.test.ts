import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { atNarration } from '../shared/atNarration';
import { decreeMachine } from '../../../src/machines/animal-kingdoms/decree.machine';
import { decreeExample, decreeInput } from '../../../src/machines/animal-kingdoms/examples/decree';

describe('the decree walkthrough', () => {
	const ex = decreeExample();
	const snapshotAt = atNarration(decreeMachine, ex);
	const at = (narration: string) => snapshotAt(narration).context;
	it('the rulebook’s example: no card by the neighbours, the decree is ignored', () => {
		expect(at('dc.step.ignored').verdict).toBe('ignored');
	});
	it('then the strongest neighbour (6) decides: a 5 is refused, a 7 accepted', () => {
		expect(at('dc.step.refused').verdict).toBe('refused');
		expect(at('dc.step.refused').refusal).toMatchObject({ key: 'decree.refused.geStrongest', params: { n: 6 } });
		expect(at('dc.step.ok').verdict).toBe('ok');
		expect(at('dc.step.played').columns[2]).toEqual([{ species: 'tiger', value: 7 }]);
	});
	it('one teaching decree per other family', () => {
		expect(at('dc.step.simpleRefused').verdict).toBe('refused');
		expect(at('dc.step.hereOk').verdict).toBe('ok');
		expect(at('dc.step.othersRefused').verdict).toBe('refused');
	});
});

describe('the decree explorer', () => {
	it('builds decrees from a family and a condition, refusing those the family cannot take', () => {
		const a = createActor(decreeMachine, { input: decreeInput() }).start();
		a.send({ type: 'BUILD', family: 'simple', kind: 'atLeast', n: 6 });
		expect(a.getSnapshot().context.decree).toEqual({ family: 'simple', kind: 'atLeast', n: 6 });
		a.send({ type: 'TRY', card: { species: 'wolf', value: 5 } });
		expect(a.getSnapshot().context.verdict).toBe('refused');
		a.send({ type: 'BUILD', family: 'others', kind: 'noRepeat' });
		expect(a.getSnapshot().context.refusal?.key).toBe('decree.bad');
		a.send({ type: 'PLAY' });
		expect(a.getSnapshot().context.refusal?.key).toBe('decree.tryFirst');
	});
});
