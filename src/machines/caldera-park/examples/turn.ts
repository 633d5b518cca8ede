/**
 * The rulebook's action-turn example (Mia, Lin, Sam), on the TEACHING park with TEACHING tiles:
 * Mia announces a wolf in the forest and puts her three wolves away from her hail; Lin has no wolf
 * on display, picks three moose and uses a forest space crossed by the river; Sam puts a wolf and
 * moose tile next to his Sun. Two refused moves show the rules on the way. Then everyone refills
 * and the marmot goes to Lin.
 */
import type { GuidedStep } from '../keys';
import { seededShuffle } from '../round';
import { TEACHING_TILES } from '../tiles';
import type { TurnEvent, TurnInput, TurnPlayerInput } from '../turn.machine';
import { REQUIREMENTS } from '../turn';

/** A display of these tiles and, as the reserve, the rest of the set in a fixed shuffled order. */
export function playerWith(display: readonly string[], weather: TurnPlayerInput['weather'], seed: number, tiles: Readonly<Record<string, string>> = {}): TurnPlayerInput {
	const used = new Set([...display, ...Object.values(tiles)]);
	return { display, weather, tiles, reserve: seededShuffle(TEACHING_TILES.map((t) => t.id).filter((id) => !used.has(id)), seed) };
}

export const MIA = 0;
export const LIN = 1;
export const SAM = 2;

export const turnInput = (): TurnInput => ({
	marmot: MIA,
	players: [
		// Mia: hail (set-up) and fog (round 1); her only wolf tile is the three wolves
		playerWith(['wolf3', 'eagle3', 'goat2', 'bear4', 'bison2', 'moose1+water', 'eagle1+water'], { '-1,3': 'hail', '2,0': 'fog' }, 11),
		// Lin: no wolf at all on display
		playerWith(['moose3', 'eagle2+water', 'goat1+water', 'bear2', 'bison1', 'goat3', 'eagle1'], { '3,6': 'heatwave', '-1,6': 'storm2' }, 23),
		// Sam: the Sun (set-up) and a hurricane (round 1)
		playerWith(['wolf1+moose1', 'bear2+water', 'eagle3+water', 'goat1+bear1', 'bison3', 'moose2+water', 'eagle2'], { '6,3': 'sun', '3,6': 'hurricane' }, 37),
	],
});

const FOREST = REQUIREMENTS.indexOf('forest');

export function turnExample(): { input: TurnInput; steps: GuidedStep<TurnEvent | null>[] } {
	return {
		input: turnInput(),
		steps: [
			{ event: null, narration: 'turn.step.start' },
			{ event: { type: 'ANNOUNCE', token: 'wolf', slot: FOREST }, narration: 'turn.step.announce' },
			{ event: { type: 'SELECT', player: MIA, index: 0 }, narration: 'turn.step.miaSelect' },
			{ event: { type: 'PLACE', player: MIA, key: '3,3' }, narration: 'turn.step.miaPlace' },
			{ event: { type: 'SELECT', player: LIN, index: 0 }, narration: 'turn.step.linSelect' },
			{ event: { type: 'PLACE', player: LIN, key: '2,3' }, narration: 'turn.step.linVolcano' },
			{ event: { type: 'PLACE', player: LIN, key: '5,2' }, narration: 'turn.step.linPlace' },
			{ event: { type: 'SELECT', player: SAM, index: 2 }, narration: 'turn.step.samRefused' },
			{ event: { type: 'SELECT', player: SAM, index: 0 }, narration: 'turn.step.samSelect' },
			{ event: { type: 'PLACE', player: SAM, key: '6,2' }, narration: 'turn.step.samPlace' },
			{ event: { type: 'REFILL' }, narration: 'turn.step.refill' },
		],
	};
}

/** Try-it: 1–4 parks, empty, each with its first two weather tokens; the marmot with the first player. */
export function turnTryInput(players: number): TurnInput {
	const weather: TurnPlayerInput['weather'][] = [
		{ '-1,3': 'hail', '2,0': 'fog' },
		{ '3,6': 'heatwave', '-1,6': 'storm2' },
		{ '6,3': 'sun', '3,6': 'hurricane' },
		{ '6,0': 'downpour', '6,3': 'blizzard' },
	];
	return {
		marmot: 0,
		players: Array.from({ length: players }, (_, i) => {
			const order = seededShuffle(TEACHING_TILES.map((t) => t.id), 101 + i * 17);
			return { weather: weather[i]!, display: order.slice(0, 7), reserve: order.slice(7) };
		}),
	};
}
