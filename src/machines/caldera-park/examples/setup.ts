/** The set-up walkthrough for each player count and side of the park (teaching park and tiles). */
import type { GuidedStep } from '../keys';
import type { PlayerCount, Side } from '../setup';
import type { SetupEvent, SetupInput } from '../setup.machine';

export function setupExample(players: PlayerCount, side: Side): { input: SetupInput; steps: GuidedStep<SetupEvent | null>[] } {
	const g = side === 'geysers' ? 'Geysers' : '';
	// One player: the steps speak to you, not to everyone (review m9).
	const solo = players === 1 ? 'Solo' : '';
	return {
		input: { players, side },
		steps: [
			{ event: null, narration: `setup.step.start${g}${solo}` },
			{ event: { type: 'DEAL' }, narration: `setup.step.deal${solo}` },
			{ event: { type: 'WEATHER' }, narration: 'setup.step.weather' },
			{ event: { type: 'FIRST' }, narration: `setup.step.first${g}${solo}` },
			{ event: { type: 'BOARD' }, narration: players === 1 ? 'setup.step.boardSolo' : 'setup.step.board' },
			{ event: { type: 'MARMOT' }, narration: players === 1 ? 'setup.step.marmotSolo' : 'setup.step.marmot' },
		],
	};
}
