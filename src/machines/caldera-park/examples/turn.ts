/**
 * The rulebook's action-turn example (Mia, Lin, Sam), on the TEACHING park with TEACHING tiles:
 * Mia announces a wolf in the forest and puts her three wolves away from her hail; Lin has no wolf
 * on display, picks three moose and uses a forest space crossed by the river; Sam puts a wolf and
 * moose tile next to his Sun. Two refused moves show the rules on the way. Then everyone refills
 * and the marmot goes to Lin.
 */
import { SEATS, type Seat, seats } from '../../shared/seats';
import type { GuidedStep } from '../keys';
import { seededShuffle } from '../round';
import { TEACHING_TILES } from '../tiles';
import type { TurnEvent, TurnInput, TurnPlayerInput } from '../turn.machine';
import { REQUIREMENTS } from '../turn';

/**
 * Each park's ten weather tokens after the set-up and round 1's forecast: the two placed (set-up
 * token first, then round 1's on the next space clockwise), the available ones still face down
 * (the Sun, when not placed, is available too) and the four back in the box.
 */
const WEATHER: readonly Pick<TurnPlayerInput, 'weather' | 'weatherHidden' | 'weatherBoxed'>[] = [
	{ weather: { '-1,3': 'hail', '2,0': 'fog' }, weatherHidden: ['downpour', 'storm3', 'blizzard'], weatherBoxed: ['hurricane', 'heatwave', 'storm1', 'storm2'] },
	{ weather: { '3,6': 'heatwave', '-1,6': 'storm2' }, weatherHidden: ['hail', 'fog', 'storm1'], weatherBoxed: ['hurricane', 'downpour', 'blizzard', 'storm3'] },
	{
		weather: { '6,3': 'sun', '3,6': 'hurricane' },
		weatherHidden: ['storm1', 'hail', 'heatwave', 'downpour'],
		weatherBoxed: ['fog', 'blizzard', 'storm2', 'storm3'],
	},
	{ weather: { '6,0': 'downpour', '6,3': 'blizzard' }, weatherHidden: ['storm3', 'hurricane', 'heatwave'], weatherBoxed: ['hail', 'fog', 'storm1', 'storm2'] },
];

/** A display of these tiles and, as the reserve, the rest of the set in a fixed shuffled order. */
export function playerWith(display: readonly string[], seat: Seat, seed: number, tiles: Readonly<Record<string, string>> = {}): TurnPlayerInput {
	const used = new Set([...display, ...Object.values(tiles)]);
	return {
		seat,
		display,
		...WEATHER[SEATS.indexOf(seat)]!,
		tiles,
		reserve: seededShuffle(
			TEACHING_TILES.map((t) => t.id).filter((id) => !used.has(id)),
			seed,
		),
	};
}

/** The rulebook's players, by seat (their names: src/data/caldera-park/players.ts). */
export const MIA: Seat = 'A';
export const LIN: Seat = 'B';
export const SAM: Seat = 'C';

export const turnInput = (): TurnInput => ({
	marmot: MIA,
	players: [
		// Mia: hail (set-up) and fog (round 1); her only wolf tile is the three wolves
		playerWith(['wolf3', 'eagle3', 'goat2', 'bear4', 'bison2', 'moose1+water', 'eagle1+water'], MIA, 11),
		// Lin: no wolf at all on display
		playerWith(['moose3', 'eagle2+water', 'goat1+water', 'bear2', 'bison1', 'goat3', 'eagle1'], LIN, 23),
		// Sam: the Sun (set-up) and a hurricane (round 1)
		playerWith(['wolf1+moose1', 'bear2+water', 'eagle3+water', 'goat1+bear1', 'bison3', 'moose2+water', 'eagle2'], SAM, 37),
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

/**
 * Try-it: 1–4 parks, empty, each after its set-up and round 1's forecast (two weather tokens
 * placed); the marmot with the first player. One park is the solo game (a face-down stack).
 */
export function turnTryInput(players: number): TurnInput {
	return {
		marmot: 'A',
		players: seats(players).map((seat, i) => {
			const order = seededShuffle(
				TEACHING_TILES.map((t) => t.id),
				101 + i * 17,
			);
			return { seat, ...WEATHER[i]!, display: order.slice(0, 7), reserve: order.slice(7) };
		}),
	};
}
